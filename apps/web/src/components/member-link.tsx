/**
 * The account entry (spec §2 member screens): one tap from the home page, the store list, a store's page and
 * its menu to 會員 (the member home: 我的訂單 first, then the account) when logged in, or to 會員登入 for a
 * visitor; from a store's page or menu the visitor comes back there after logging in (spec §2 login
 * `redirect`), elsewhere login goes on as spec §2 says (the store's menu when one is known). Its words and
 * icon say which: 會員登入 with the outlined icon, 會員 with the filled one. Plain words and an icon from the
 * app's first download (no forms, no zod): browsing pages carry it at no cost to their budget.
 */

import { FIRST_PAINT_CLASS as FP, MEMBER_ICON } from '@iding/domain';
import clsx from 'clsx';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { paths } from '../lib/paths';
import { isLoggedIn, useUser } from '../stores/user-store';

/** A visible focus ring on top of the first paint's classes (the server's preview is never focused). */
const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark';

/**
 * The account entry: 會員登入 (to /stores/login) for visitors, 會員 (to /stores/member) when logged in.
 * `returnHere`: login comes back to this page (`?redirect=` its path and query). `className` adds to the
 * pill's classes (e.g. a shadow over a cover image).
 */
export function MemberLink({ className, returnHere = false }: { className?: string; returnHere?: boolean }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const logged = useUser((s) => isLoggedIn(s));
  return (
    <Link
      to={logged ? paths.member() : paths.login(returnHere ? `${pathname}${search}` : null)}
      className={clsx(FP.memberLink, FOCUS, className)}
    >
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className={clsx(FP.memberIcon, logged && 'text-brand-dark')}
        fill={logged ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle {...MEMBER_ICON.head} />
        <path d={MEMBER_ICON.body} />
      </svg>
      {logged ? t('common.memberEntry') : t('common.memberEntryLogin')}
    </Link>
  );
}
