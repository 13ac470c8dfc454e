/**
 * Well-known e-invoice donation codes (捐贈碼 / 愛心碼), offered as one-tap choices under the
 * 愛心碼 field. The list and the dated public report each code comes from are in data/donation-codes.json
 * (a domain test keeps the two equal); the Ministry of Finance's full list is not available offline, so the
 * field still takes any valid code (isValidDonationCode: 3 to 7 digits).
 */
export interface DonationCode {
  /** The code the diner says or types, e.g. "919". */
  code: string;
  /** Short zh-TW name shown beside the code, e.g. 創世基金會. */
  name: string;
}

export const WELL_KNOWN_DONATION_CODES: readonly DonationCode[] = [
  { code: '919', name: '創世基金會' },
  { code: '88888', name: '兒童癌症基金會' },
  { code: '2085', name: '家扶基金會（北台南家扶中心）' },
];
