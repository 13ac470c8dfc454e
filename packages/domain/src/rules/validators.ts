/**
 * Form rules of spec §5 "Forms", shared by the API and the web forms. Messages are zh-TW.
 */

/**
 * spec §5 phone: 7 to 15 digits, optionally separated by single spaces. A member's own number must also be a
 * mobile of its country (`parsePhone`, rules/phone.ts, which applies this rule too); an order's contact phone
 * is a Taiwan mobile (`parseOrderPhone`).
 */
export function isValidPhone(s: string): boolean {
  if (!/^\d+( \d+)*$/.test(s)) return false;
  const digits = s.replaceAll(' ', '').length;
  return digits >= 7 && digits <= 15;
}

/** Calling-code prefixes a Taiwan number may be typed with: "+886", "00886" (dialled from abroad), "886". */
const TW_PREFIX = /^(?:\+|00)?886/;

/**
 * The contact phone of an order (its message: 請輸入 09 開頭的 10 碼手機號碼), however a diner in Taiwan
 * writes it, in the one form orders store and stores call: "0912345678". "0912-345-678", "0912 345 678",
 * "(0912) 345-678", "+886 912 345 678", "+886 0912 345 678" and "0912345678" all give "0912345678".
 * The checkout form and POST /api/orders/order both apply it (apps/api …/create-order.ts), so they accept
 * exactly the same inputs.
 *
 * A plain pattern rather than parsePhone's libphonenumber metadata (rules/phone.ts; ~50 KB gzip more on the
 * cart route): the checkout is on the ordering path and a Taiwan mobile is "09" and 8 more digits. Kept out
 * of rules/phone.ts so importing it never pulls that metadata in.
 * @param input the number as typed: digits with spaces, hyphens, dots or brackets, optionally +886.
 * @returns "09XXXXXXXX", or null when it is not a Taiwan mobile number.
 */
export function parseOrderPhone(input: string): string | null {
  const compact = input.trim().replace(/[\s\-.()]/g, '');
  const national = TW_PREFIX.test(compact) ? `0${compact.replace(TW_PREFIX, '').replace(/^0/, '')}` : compact;
  return /^09\d{8}$/.test(national) ? national : null;
}

/** Phone as stored: the digits without spaces. */
export function normalizePhone(s: string): string {
  return s.replaceAll(' ', '');
}

/**
 * spec §5 統一編號 (vat_number): 8 digits; weights 1,2,1,2,1,2,4,1; two-digit products reduced to their digit
 * sum; valid when the sum is divisible by 5, or, when the 7th digit is 7, when sum + 1 is.
 */
export function isValidVatNumber(s: string): boolean {
  if (!/^\d{8}$/.test(s)) return false;
  const weights = [1, 2, 1, 2, 1, 2, 4, 1];
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const product = Number(s[i]) * weights[i]!;
    sum += Math.floor(product / 10) + (product % 10);
  }
  return sum % 5 === 0 || (s[6] === '7' && (sum + 1) % 5 === 0);
}

/** spec §5 is_time: 24-hour "HH:MM" from 00:00 to 23:59. */
export function isValidTime(s: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(s);
}

/** spec §5 invalidChar: the text contains "#". */
export function hasInvalidChar(s: string): boolean {
  return s.includes('#');
}

/** zh-TW validation messages (spec §5). */
export const VALIDATION_MESSAGES = {
  required: '此欄位為必填',
  phone: '手機格式錯誤',
  /** An order's contact name (the message says what to type). */
  name: '請輸入姓名',
  /** An order's contact phone (parseOrderPhone above). */
  orderPhone: '請輸入 09 開頭的 10 碼手機號碼',
  vat_number: '統一編號格式錯誤',
  time: '時間格式錯誤',
  invalid_char: '不可包含 # 字元',
  password_confirm: '確認密碼與密碼不相符',
  min: (n: number) => `至少 ${n} 個字`,
  max: (n: number) => `最多 ${n} 個字`,
  digits: (n: number) => `須為 ${n} 位數字`,
} as const;
