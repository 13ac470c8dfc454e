/**
 * Form rules of spec §5 "Forms", shared by the API and the web forms. Messages are zh-TW.
 */

/**
 * spec §5 phone: 7 to 15 digits, optionally separated by single spaces. A member's own number must also be a
 * mobile of its country (`parsePhone`, rules/phone.ts, which applies this rule too); an order's contact phone
 * is a Taiwan mobile (`parseOrderPhone`, issue #11 §2).
 */
export function isValidPhone(s: string): boolean {
  if (!/^\d+( \d+)*$/.test(s)) return false;
  const digits = s.replaceAll(' ', '').length;
  return digits >= 7 && digits <= 15;
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
  /** An order's contact name (issue #11 §2: messages say what to type). */
  name: '請輸入姓名',
  /** An order's contact phone (parseOrderPhone, rules/phone.ts). */
  orderPhone: '請輸入 09 開頭的 10 碼手機號碼',
  vat_number: '統一編號格式錯誤',
  time: '時間格式錯誤',
  invalid_char: '不可包含 # 字元',
  password_confirm: '確認密碼與密碼不相符',
  min: (n: number) => `至少 ${n} 個字`,
  max: (n: number) => `最多 ${n} 個字`,
  digits: (n: number) => `須為 ${n} 位數字`,
} as const;
