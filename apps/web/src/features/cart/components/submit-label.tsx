/**
 * The words of the checkout's submit button (spec §2 cart page, spec §5 Money): 前往付款 when sending the
 * order leads on to paying online (a wallet's page, the card's check), 送出訂單 when it is paid at the store
 * or from store credit; with the total to pay (spec §9 currency), or 送出中… while sending.
 */
import { formatCurrency } from '@iding/domain';
import { leadsToOnlinePayment } from '../../../entities/payment/payment-choices';
import { useTranslation } from '../../../lib/i18n';

/** `payment`: the form's payment value (a spec §3 payment type as a string, '' for none); `total` in TWD. */
export function SubmitLabel({ payment, total, busy }: { payment: string; total: number; busy: boolean }) {
  const { t } = useTranslation();
  if (busy) return t('checkout.sending');
  const paysOnline = payment !== '' && leadsToOnlinePayment(Number(payment));
  return (
    <>
      <span>{paysOnline ? t('payment.goPay') : t('checkout.submit')}</span>
      <span className="tabular-nums">{formatCurrency(total)}</span>
    </>
  );
}
