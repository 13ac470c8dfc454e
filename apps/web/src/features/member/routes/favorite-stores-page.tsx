/**
 * 我的最愛 (spec §2 /stores/favorite_stores; §3 Favorites): the member's favorite stores, newest
 * first, as the store cards of the lists with their hearts. Removing one drops it from the list at once
 * (spec §4; it comes back with a snackbar if the call fails); with none, a way to the stores list. Member
 * only (redirectIfNotLogin, app/router.tsx).
 */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { PageError, PageLoading } from '../../../components/page-status';
import { StoreCardList } from '../../../components/store-card';
import { favoriteHeart } from '../../../entities/favorite/components/favorite-button';
import { useFavorites } from '../../../entities/favorite/hooks/use-favorites';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { MemberShell } from '../components/form-parts';

/** /stores/favorite_stores (spec §2): GET /api/favorite as store cards, or the empty state. */
export function FavoriteStoresPage() {
  const { t } = useTranslation();
  const favorites = useFavorites();
  useDocumentTitle(t('member.favorites.title'), t('app.name'));
  // The heart a diner pressed goes away with its card; focus then lands on what says how many are left (or
  // on the empty state) instead of falling back to the top of the page.
  const countRef = useRef<HTMLParagraphElement>(null);
  const emptyRef = useRef<HTMLHeadingElement>(null);
  const count = favorites.data?.stores.length;
  const previousCount = useRef(count);
  useEffect(() => {
    const before = previousCount.current;
    previousCount.current = count;
    if (count === undefined || before === undefined || count >= before) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    (count === 0 ? emptyRef : countRef).current?.focus();
  }, [count]);

  if (favorites.isError) {
    return (
      <PageError
        text={t('member.favorites.get_favorites')}
        error={favorites.error}
        onRetry={() => favorites.refetch()}
      />
    );
  }
  if (!favorites.data) return <PageLoading />;
  const stores = favorites.data.stores;

  return (
    <MemberShell
      heading={t('member.favorites.heading')}
      back={{ to: paths.member(), label: t('member.backToMember') }}
    >
      {stores.length === 0 ? (
        <section className="card flex flex-col items-center gap-3 py-8 text-center">
          <svg
            aria-hidden
            viewBox="0 0 24 24"
            className="size-10 text-gray-400"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          >
            <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.9 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.9 1.2-1.8 2.8-2.9 4.8-2.9 3.4 0 5.6 3.4 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3z" />
          </svg>
          <h2 ref={emptyRef} tabIndex={-1} className="text-lg font-bold focus:outline-none">
            {t('member.favorites.empty')}
          </h2>
          <p className="text-gray-700">{t('member.favorites.emptyHint')}</p>
          <Link to={paths.stores()} className="btn-primary">
            {t('member.favorites.browse')}
          </Link>
        </section>
      ) : (
        <>
          <p
            ref={countRef}
            tabIndex={-1}
            className="mb-2 text-sm text-gray-700 focus:outline-none"
            aria-live="polite"
          >
            {t('member.favorites.count', { count: stores.length })}
          </p>
          <StoreCardList stores={stores} action={favoriteHeart} />
        </>
      )}
    </MemberShell>
  );
}
