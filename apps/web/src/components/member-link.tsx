/**
 * The 會員 entry (issue #3): member home when logged in, else login. A small link so a diner can find
 * login from the stores list.
 */

import { FIRST_PAINT_CLASS as FP, MEMBER_ICON } from '@iding/domain';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { paths } from '../lib/paths';
import { isLoggedIn, useUser } from '../stores/user-store';

/** The 會員 entry: 會員登入 (to /stores/login) for visitors, 會員 (to /stores/member) when logged in. */
export function MemberLink() {
  const { t } = useTranslation();
  const logged = useUser((s) => isLoggedIn(s));
  return (
    <Link to={logged ? paths.member() : paths.login()} className={FP.memberLink}>
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className={FP.memberIcon}
        fill="none"
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
