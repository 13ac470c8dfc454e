/**
 * The e-invoice of a placed order in one line (issue #12 §4 "shown on the order page and in history"): its
 * kind and its carrier or code, e.g. 手機條碼 /ABC+123, 公司統編 04595252（範例股份有限公司）, 捐贈發票（愛心碼
 * 919）, 紙本發票. Strings of the checkout part (zh-TW.checkout.json invoice.*), which the completion and
 * history order pages load.
 */
import type { OrderResponse } from '@iding/domain';
import { useTranslation } from '../lib/i18n';

export function InvoiceSummary({
  order,
}: {
  order: Pick<OrderResponse, 'invoice_type' | 'invoice_value' | 'company_title'>;
}) {
  const { t } = useTranslation();
  const value = order.invoice_value ?? '';
  switch (order.invoice_type) {
    case 'mobile_barcode':
      return <>{`${t('invoice.mobile_barcode')} ${value}`}</>;
    case 'citizen_certificate':
      return <>{`${t('invoice.citizen_certificate')} ${value}`}</>;
    case 'company':
      return (
        <>{`${t('invoice.company')} ${value}${order.company_title ? `（${order.company_title}）` : ''}`}</>
      );
    case 'donation':
      return <>{`${t('invoice.donation')}（${t('invoice.donationCode')} ${value}）`}</>;
    default:
      return <>{t('invoice.paper')}</>;
  }
}
