/**
 * The 外送 quote under 收件資訊: what to fill for a fee, 計算中, the fee and ETA before sending,
 * 超出外送範圍 said plainly (with what to do), or a failed quote with 重新取得報價. A polite live region, so a
 * screen reader hears the fee once it arrives. `data-testid="delivery-quote"`.
 */
import { formatCurrency } from '@iding/domain';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { DeliveryQuoteState } from '../hooks/use-delivery-quote';

export function DeliveryQuoteNote({
  state,
  eta,
  onRetry,
  className,
}: {
  state: DeliveryQuoteState;
  /** The quote's arrival as said everywhere, 「約 15:40 送達」 (deliveryEtaText of deliveryArrivalMs). */
  eta?: string;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  if (state.kind === 'off') return null;
  let body: ReactNode;
  switch (state.kind) {
    case 'incomplete':
      body = <p className="text-sm text-gray-700">{t('delivery.needAddress')}</p>;
      break;
    case 'loading':
      body = <p className="text-sm text-gray-800">{t('delivery.quoting')}</p>;
      break;
    case 'ready':
      body = (
        <p className="font-semibold">
          {t('delivery.quoted', {
            fee: formatCurrency(state.quote.fee),
            eta: eta ?? '',
          })}
        </p>
      );
      break;
    case 'out_of_range':
      body = (
        <div className="rounded-xl bg-red-50 px-3 py-2 text-red-800">
          <p className="font-bold">{t('delivery.outOfRange')}</p>
          <p className="text-sm">{t('delivery.outOfRangeHint')}</p>
        </div>
      );
      break;
    case 'failed':
      body = (
        <div className="flex items-center justify-between gap-3 rounded-xl bg-amber-50 px-3 py-2">
          <p className="text-sm text-gray-900">
            {t('delivery.failed')}：{state.message}
          </p>
          <button type="button" className="btn-secondary shrink-0" onClick={onRetry}>
            {t('delivery.requote')}
          </button>
        </div>
      );
      break;
  }
  return (
    <div className={clsx('mt-3', className)} aria-live="polite" data-testid="delivery-quote">
      {body}
    </div>
  );
}
