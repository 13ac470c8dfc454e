/**
 * The 會員 entry (issue #3): member home when logged in, else login. A small link so a diner can find
 * login from the stores list.
 */

import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { paths } from '../lib/paths';
import { isLoggedIn, useUser } from '../stores/user-store';

/** The 會員 entry: 會員登入 (to /stores/login) for visitors, 會員 (to /stores/member) when logged in. */
export function MemberLink() {
  const { t } = useTranslation();
  const logged = useUser((s) => isLoggedIn(s));
  return (
    <Link
      to={logged ? paths.member() : paths.login()}
      className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-800"
    >
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
      </svg>
      {logged ? t('common.memberEntry') : t('common.memberEntryLogin')}
    </Link>
  );
}
