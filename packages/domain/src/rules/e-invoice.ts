/**
 * Taiwan e-invoice (電子發票) rules (spec §1 invoice kinds, §3 invoiceType / invoiceValue,
 * §5 vat_number). Pure functions shared by the checkout form and the API (apps/api …/validate-invoice.ts),
 * so both accept exactly the same values. Messages are zh-TW.
 */
import { isValidVatNumber } from './validators';

/**
 * The invoice kinds of spec §1 on the wire (`invoice_type`): 紙本發票, 手機條碼 載具, 自然人憑證 載具,
 * 公司統編 (buyer: 統一編號 + 公司抬頭), 捐贈發票 (donatee: 捐贈碼/愛心碼).
 */
export const INVOICE_TYPES = [
  'paper',
  'mobile_barcode',
  'citizen_certificate',
  'company',
  'donation',
] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** zh-TW messages of the e-invoice rules (統一編號 is spec §5 "tax id format error"). */
export const INVOICE_MESSAGES = {
  vat_number: '統一編號格式錯誤',
  mobile_barcode: '手機條碼格式錯誤',
  citizen_certificate: '自然人憑證格式錯誤',
  donation_code: '愛心碼格式錯誤',
  company_title: '請輸入公司抬頭',
} as const;

/**
 * 手機條碼 (the MoF mobile barcode carrier): "/" then 7 characters of 0-9, A-Z, ".", "+", "-", upper case
 * (8 characters in all). Lower case is refused here; `normalizeInvoiceValue` upper-cases typed input first.
 */
export function isValidMobileBarcode(s: string): boolean {
  return /^\/[0-9A-Z.+-]{7}$/.test(s);
}

/** 自然人憑證 carrier number: 2 upper-case letters then 14 digits (16 characters), e.g. "AB12345678901234". */
export function isValidCitizenCertificate(s: string): boolean {
  return /^[A-Z]{2}\d{14}$/.test(s);
}

/** 捐贈碼 / 愛心碼 (the donatee's code on the MoF list): 3 to 7 digits. */
export function isValidDonationCode(s: string): boolean {
  return /^\d{3,7}$/.test(s);
}

/**
 * The value as the rules read it: trimmed, and for the two carriers with letters upper-cased, since a diner
 * typing "/abc+123" on a phone keyboard means "/ABC+123" (the barcode has no lower case).
 * @param type the invoice kind; value as typed.
 */
export function normalizeInvoiceValue(type: InvoiceType, value: string): string {
  const trimmed = value.trim();
  return type === 'mobile_barcode' || type === 'citizen_certificate' ? trimmed.toUpperCase() : trimmed;
}

/** The invoice fields of an order (wire names; docs/features.md "E-invoice (電子發票)"). */
export interface InvoiceFields {
  invoice_type: InvoiceType;
  /** 手機條碼, 自然人憑證號碼, 統一編號 or 愛心碼 by type; ignored for paper. */
  invoice_value?: string | null;
  /** 公司抬頭, for company only. */
  company_title?: string | null;
}

/** A refused invoice field: which wire field, and the zh-TW message to show under it. */
export interface InvoiceProblem {
  field: 'invoice_value' | 'company_title';
  message: string;
}

/**
 * Checks the invoice fields of an order against the rule of their kind (values normalised first, see
 * `normalizeInvoiceValue`): paper needs nothing; mobile_barcode, citizen_certificate, donation and company
 * need a valid invoice_value; company also needs a company_title (non-blank).
 * @returns the first problem, or null when the fields are acceptable.
 */
export function checkInvoice(fields: InvoiceFields): InvoiceProblem | null {
  const type = fields.invoice_type;
  if (type === 'paper') return null;
  const value = normalizeInvoiceValue(type, fields.invoice_value ?? '');
  const valid: Record<Exclude<InvoiceType, 'paper'>, [(s: string) => boolean, string]> = {
    mobile_barcode: [isValidMobileBarcode, INVOICE_MESSAGES.mobile_barcode],
    citizen_certificate: [isValidCitizenCertificate, INVOICE_MESSAGES.citizen_certificate],
    company: [isValidVatNumber, INVOICE_MESSAGES.vat_number],
    donation: [isValidDonationCode, INVOICE_MESSAGES.donation_code],
  };
  const [isValid, message] = valid[type];
  if (!isValid(value)) return { field: 'invoice_value', message };
  if (type === 'company' && !(fields.company_title ?? '').trim()) {
    return { field: 'company_title', message: INVOICE_MESSAGES.company_title };
  }
  return null;
}
