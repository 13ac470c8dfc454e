/**
 * Phone numbers of members (spec §5 phone rule, "Phone verification is per country code").
 * The rule itself is the domain's `parsePhone` (packages/domain/src/rules/phone.ts), which the web's member
 * forms apply too, so both accept exactly the same numbers. Numbers are stored as the national significant
 * number (no trunk 0, no spaces): Taiwan's 0912 345 678, 912345678 and +886912345678 are all "912345678".
 */
import { parsePhone, VALIDATION_MESSAGES } from '@iding/domain';
import { ApiError } from '../../lib/api-error';

export interface MemberPhone {
  /** Calling code without "+", e.g. "886". */
  countryCode: string;
  /** National significant number, e.g. "912345678". */
  phone: string;
}

/**
 * Normalises a mobile number typed for `countryCode` (calling code without "+").
 * @throws ApiError validation_error (手機格式錯誤) unless `parsePhone` accepts it: a valid mobile number of
 *   that country that meets spec §5 (7 to 15 digits).
 */
export function parseMemberPhone(countryCode: string, input: string): MemberPhone {
  const phone = parsePhone(countryCode, input);
  if (phone === null) throw new ApiError('validation_error', VALIDATION_MESSAGES.phone);
  return { countryCode, phone };
}

/** The number as shown to its owner: Taiwan with the trunk 0 (0912345678), others as stored. */
export function displayPhone(countryCode: string, phone: string): string {
  return countryCode === '886' ? `0${phone}` : phone;
}
