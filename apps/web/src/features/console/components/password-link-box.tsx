/**
 * The one-time password link an owner passes on to a new staff member (員工, docs/features.md "Staff and
 * roles"): the full URL in a read-only field with 複製連結, how long it is valid, and 完成 to put it away.
 * The owner never sees a password; the link is shown only here, right after it was made.
 */
import {
  formatDate,
  STAFF_PASSWORD_LINK_HOURS,
  type StaffPasswordLink,
  taipeiDate,
  taipeiTime,
} from '@iding/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';

export function PasswordLinkBox({
  account,
  link,
  onClose,
}: {
  account: string;
  link: StaffPasswordLink;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const url = `${window.location.origin}${link.path}`;
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const until = link.expires_at * 1000;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section
      className="card border-2 border-brand-dark"
      aria-labelledby={`${id}-heading`}
      data-testid="password-link"
    >
      <h2 id={`${id}-heading`} className="mb-1 text-lg font-bold">
        {t('console.staff.link.heading')}
      </h2>
      <p className="mb-2 text-gray-800">
        {t('console.staff.link.text', {
          account,
          hours: String(STAFF_PASSWORD_LINK_HOURS),
          until: `${formatDate(taipeiDate(until))} ${taipeiTime(until)}`,
        })}
      </p>
      <label htmlFor={`${id}-url`} className="mb-1 block text-sm font-semibold">
        {t('console.staff.link.label')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-url`}
          className="field min-w-0 flex-1 font-mono text-sm"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="btn-primary" onClick={copy}>
          {copied === 'yes' ? t('console.staff.link.copied') : t('console.staff.link.copy')}
        </button>
        <button type="button" className="btn-secondary" onClick={onClose}>
          {t('console.staff.link.close')}
        </button>
      </div>
      <p role="status" className="mt-1 text-sm text-gray-700">
        {copied === 'failed' && t('console.staff.link.copyFailed')}
      </p>
    </section>
  );
}
