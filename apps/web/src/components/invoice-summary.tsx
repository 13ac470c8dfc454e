/**
 * The e-invoice of a placed order in one line, as the order page and history show it: its
 * kind and its carrier or code, e.g. 手機條碼 /ABC+123, 公司統編 04595252（範例股份有限公司）, 捐贈發票（愛心碼
 * 919）, 紙本發票: the domain's invoiceLabel, the words the store's console uses too.
 */
import { invoiceLabel, type OrderResponse } from '@iding/domain';

export function InvoiceSummary({
  order,
}: {
  order: Pick<OrderResponse, 'invoice_type' | 'invoice_value' | 'company_title'>;
}) {
  return <>{invoiceLabel(order)}</>;
}
