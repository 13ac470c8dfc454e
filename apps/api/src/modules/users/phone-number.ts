/**
 * Phone numbers of members (issue #3 §1; spec §5 phone rule, "Phone verification is per country code").
 * Numbers are parsed for their country with libphonenumber-js and stored as the national significant
 * number (no trunk 0, no spaces): Taiwan's 0912 345 678, 912345678 and +886912345678 are all "912345678".
 */
import { isValidPhone } from '@iding/domain';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { ApiError } from '../../lib/api-error';

export interface MemberPhone {
  /** Calling code without "+", e.g. "886". */
  countryCode: string;
  /** National significant number, e.g. "912345678". */
  phone: string;
}

/**
 * Normalises a mobile number typed for `countryCode`.
 * @throws ApiError validation_error (手機格式錯誤) unless it is a valid mobile number of that country and
 *   meets spec §5 (7 to 15 digits).
 */
export function parseMemberPhone(countryCode: string, input: string): MemberPhone {
  const compact = input.replace(/[\s-]/g, '');
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
    throw new ApiError('validation_error', '手機格式錯誤');
  }
  return { countryCode, phone: parsed.nationalNumber };
}

/** The number as shown to its owner: Taiwan with the trunk 0 (0912345678), others as stored. */
export function displayPhone(countryCode: string, phone: string): string {
  return countryCode === '886' ? `0${phone}` : phone;
}

/** Masks all but the last 3 digits, for messages that must not reveal a number (e.g. logs). */
export function maskPhone(phone: string): string {
  return `${'*'.repeat(Math.max(0, phone.length - 3))}${phone.slice(-3)}`;
}
