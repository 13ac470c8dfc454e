/**
 * The e-invoice of an order (spec §1 invoice kinds, §3 invoiceType / invoiceValue, §5
 * vat_number): the domain rule `checkInvoice`, the same one the checkout form applies, as a 400.
 */
import { checkInvoice, type InvoiceFields, type InvoiceType, normalizeInvoiceValue } from '@iding/domain';
import { ApiError } from '../../lib/api-error';

/** The invoice as an order stores it (orders.invoice_type, invoice_value, company_title). */
export interface StoredInvoice {
  invoiceType: InvoiceType;
  /** Normalised (trimmed; carriers upper-cased); null for paper. */
  invoiceValue: string | null;
  /** Trimmed; only for company, null otherwise. */
  companyTitle: string | null;
}

/**
 * Checks an order's invoice fields and returns them as stored: a value only where the kind has one, so a
 * stray invoice_value on a paper order or a company_title on a carrier is not kept.
 * @throws ApiError validation_error (400) with the rule's message (統一編號格式錯誤, 手機條碼格式錯誤,
 *   自然人憑證格式錯誤, 愛心碼格式錯誤, 請輸入公司抬頭).
 */
export function validateInvoice(fields: InvoiceFields): StoredInvoice {
  const problem = checkInvoice(fields);
  if (problem) throw new ApiError('validation_error', problem.message);
  const type = fields.invoice_type;
  if (type === 'paper') return { invoiceType: type, invoiceValue: null, companyTitle: null };
  return {
    invoiceType: type,
    invoiceValue: normalizeInvoiceValue(type, fields.invoice_value ?? ''),
    companyTitle: type === 'company' ? (fields.company_title ?? '').trim() : null,
  };
}
