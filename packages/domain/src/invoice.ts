/**
 * The e-invoice piece of the order contracts (spec §3 invoiceType, invoiceValue). A zod shape,
 * spread into the order request schemas (orders.ts), and the invoice fields of the order responses.
 */
import { z } from 'zod';
import { FIELD_LIMITS } from './limits';
import { INVOICE_TYPES } from './rules/e-invoice';
import { VALIDATION_MESSAGES } from './rules/validators';
import { zText, zTrimmedText } from './text';

/**
 * Request fields: `{invoice_type, invoice_value, company_title}`. invoice_type defaults to `paper`, so clients
 * that send no invoice keep working. Only the shape is checked here; the rule of each kind (valid 統一編號,
 * 手機條碼 …, company_title required for company) is `checkInvoice` (rules/e-invoice.ts), applied by the
 * API (validate-invoice.ts, 400 with its message) and by the checkout form.
 */
export const ZInvoiceFields = {
  invoice_type: z
    .enum(INVOICE_TYPES)
    .default('paper')
    .describe(
      'paper 紙本發票, mobile_barcode 手機條碼, citizen_certificate 自然人憑證, company 公司統編, donation 捐贈發票',
    ),
  invoice_value: zText()
    .max(FIELD_LIMITS.invoiceValue, VALIDATION_MESSAGES.max(FIELD_LIMITS.invoiceValue))
    .nullable()
    .optional()
    .describe(
      '手機條碼 "/ABC+123", 自然人憑證號碼 "AB12345678901234", 統一編號 8 digits or 愛心碼 3-7 digits; none for paper',
    ),
  // The store copies it onto the invoice: no bidi controls, no invisible-only title (zTrimmedText).
  company_title: zTrimmedText(FIELD_LIMITS.companyTitle)
    .nullable()
    .optional()
    .describe('公司抬頭, required for company'),
};

/** The invoice of a stored order, as the order responses return it (values normalised; null for paper). */
export const ZOrderInvoice = {
  invoice_type: z.enum(INVOICE_TYPES),
  invoice_value: zText().nullable(),
  company_title: zText().nullable(),
};

/**
 * GET /api/user/invoice_carrier response: the member's last carrier (remembered for the next
 * order), null before their first order with one. invoice_type is never paper here.
 */
export const ZInvoiceCarrierResponse = z.object({
  carrier: z
    .object({
      invoice_type: z.enum(INVOICE_TYPES),
      invoice_value: zText(),
      company_title: zText().nullable(),
    })
    .nullable(),
});
export type InvoiceCarrierResponse = z.infer<typeof ZInvoiceCarrierResponse>;
