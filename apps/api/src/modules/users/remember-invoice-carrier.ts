/**
 * A member's last e-invoice carrier (docs/features.md "E-invoice (電子發票)": remembered for the
 * next order): kept in member_invoice_carriers, one row per member.
 */
import type { InvoiceCarrierResponse, InvoiceType } from '@iding/domain';
import type { Db } from '../../db/client';
import { findInvoiceCarrier, upsertInvoiceCarrier } from './users.queries';

/**
 * Remembers the carrier of an order the member placed. A paper invoice is not a carrier: it leaves the
 * remembered one as it was, so choosing paper once does not make the diner type their barcode again.
 * @param invoice as the order stored it (validate-invoice.ts: normalised, value present for every carrier).
 */
export async function rememberInvoiceCarrier(
  db: Db,
  userId: number,
  invoice: { invoiceType: InvoiceType; invoiceValue: string | null; companyTitle: string | null },
  now: number,
): Promise<void> {
  if (invoice.invoiceType === 'paper' || !invoice.invoiceValue) return;
  await upsertInvoiceCarrier(db, {
    userId,
    invoiceType: invoice.invoiceType,
    invoiceValue: invoice.invoiceValue,
    companyTitle: invoice.companyTitle,
    updatedAt: new Date(now),
  });
}

/** GET /api/user/invoice_carrier: the member's last carrier, or null before their first. */
export async function getInvoiceCarrier(db: Db, userId: number): Promise<InvoiceCarrierResponse> {
  const row = await findInvoiceCarrier(db, userId);
  if (!row) return { carrier: null };
  return {
    carrier: {
      invoice_type: row.invoiceType as InvoiceType,
      invoice_value: row.invoiceValue,
      company_title: row.companyTitle,
    },
  };
}
