/**
 * The warning a staff member gets on every console page when their account had many wrong passwords in the
 * last day (GET /api/console/me login_alert; DESIGN.md "Security and integrity": strangers' guesses never
 * lock the account, its holder is told instead). 知道了 hides it for this tab until the figures grow.
 */
import type { StaffLoginAlert } from '@iding/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';

/** sessionStorage key: the figures of the alert last dismissed in this tab. */
const DISMISSED_KEY = 'iding-console-login-alert';

const figures = (alert: StaffLoginAlert) => `${alert.failed_attempts}/${alert.addresses}`;

function readDismissed(): string | null {
  try {
    return sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

export function LoginAlertBanner({ alert }: { alert: StaffLoginAlert | null | undefined }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(readDismissed);
  if (!alert || dismissed === figures(alert)) return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, figures(alert));
    } catch {
      // Storage off (private mode): hidden on this page only.
    }
    setDismissed(figures(alert));
  };
  return (
    <div
      role="alert"
      className="flex w-full flex-wrap items-center gap-3 rounded-2xl bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-200"
    >
      <p className="min-w-0 flex-1">
        {t('console.loginAlert.text', {
          hours: alert.period_hours,
          count: alert.failed_attempts,
          addresses: alert.addresses,
        })}
      </p>
      <button type="button" className="btn-secondary" onClick={dismiss}>
        {t('console.loginAlert.dismiss')}
      </button>
    </div>
  );
}
