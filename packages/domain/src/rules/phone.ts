/**
 * Member phone numbers, parsed once for the API and the web forms (spec §5 phone rule, "Phone verification
 * is per country code"), so that the web form and the server accept the same numbers.
 *
 * libphonenumber-js with its full metadata (`/max`): only it tells mobiles from landlines. The web imports
 * this only from its lazy member screens, so the metadata never reaches the menu route's initial JS.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { isValidPhone } from './validators';

/** Calling code of Taiwan (spec §9 country TW), without "+": the country a number is read for by default. */
export const DEFAULT_COUNTRY_CODE = '886';

/**
 * A member's mobile number typed for `countryCode`, as stored: the national significant number (no trunk
 * 0, no spaces or hyphens). Taiwan's "0912345678", "0912-345-678", "0912 345 678", "912345678",
 * "+886912345678" and "+886 912 345 678" all give "912345678".
 *
 * @param countryCode calling code without "+", e.g. "886".
 * @param input the number as typed: digits, spaces, hyphens, optionally "+" and the calling code.
 * @returns null unless it is a valid mobile number (or fixed-line-or-mobile) of that very country whose
 *   national number also meets spec §5 (7 to 15 digits).
 */
export function parsePhone(countryCode: string, input: string): string | null {
  const compact = input.trim().replace(/[\s-]/g, '');
  const international = compact.startsWith('+') ? compact : `+${countryCode}${compact.replace(/^0/, '')}`;
  const parsed = parsePhoneNumberFromString(international);
  const type = parsed?.getType();
  if (
    !parsed ||
    parsed.countryCallingCode !== countryCode ||
    !parsed.isValid() ||
    (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') ||
    !isValidPhone(parsed.nationalNumber)
  ) {
    return null;
  }
  return parsed.nationalNumber;
}

// An order's contact phone has its own light rule, parseOrderPhone (rules/validators.ts): it is on the
// checkout path, where this file's libphonenumber metadata (~50 KB gzip) would have to be downloaded.
