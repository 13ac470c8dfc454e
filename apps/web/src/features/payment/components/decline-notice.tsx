/**
 * What the payment landing page tells a diner whose payment did not go through (docs/features.md "Online
 * payments"; spec §5 Money): why the card was declined, in zh-TW from the provider's code (DECLINE_CODES:
 * 發卡銀行拒絕交易, 餘額不足, 卡片已過期), and how many minutes are left to pay before the unpaid order is
 * cancelled (the confirm answer's expires_at, PAYMENT_TTL_MINUTES after it was placed), counting down.
 */
import type { DeclineCode } from '@iding/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';

/** How often the minutes left are counted again (ms). */
const TICK_MS = 15_000;

/**
 * Whole minutes left until `expiresAt` (epoch seconds) at `nowMs` (epoch ms), rounded up so the last
 * seconds still read 1; 0 once it has passed.
 */
export function minutesLeft(expiresAt: number, nowMs: number): number {
  return Math.max(0, Math.ceil((expiresAt * 1000 - nowMs) / 60_000));
}

/**
 * The reason (when the provider told one) and the minutes left (when the answer carried expires_at); nothing
 * when it has neither.
 */
export function DeclineNotice({
  declineCode,
  expiresAt,
}: {
  declineCode?: DeclineCode | undefined;
  /** Epoch seconds; the unpaid order is cancelled then. */
  expiresAt?: number | undefined;
}) {
  const { t } = useTranslation();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (expiresAt === undefined) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [expiresAt]);
  if (declineCode === undefined && expiresAt === undefined) return null;
  const left = expiresAt === undefined ? null : minutesLeft(expiresAt, now);
  return (
    <div className="mt-3 flex flex-col gap-1 text-center text-balance">
      {declineCode && (
        <p className="font-semibold text-red-700" data-testid="decline-reason">
          {t('payment.declineReason', { reason: t(`payment.decline.${declineCode}`) })}
        </p>
      )}
      {left !== null && (
        <p className="text-gray-800" data-testid="payment-minutes-left">
          {left > 0 ? t('payment.minutesLeft', { minutes: left }) : t('payment.timeUp')}
        </p>
      )}
    </div>
  );
}
