/**
 * The favorite heart (spec §3 Favorites, §4, §7): a 44 px toggle button named
 * 「我的最愛：{store}」 whose aria-pressed says whether the store is a favorite. A member's tap flips it at
 * once (entities/favorite/hooks/use-favorites.ts: rolled back with a snackbar if the call fails). A visitor's tap goes to
 * /stores/login?redirect=<this path and query + favorite={store}>, the way back the login screen follows (as
 * the spec §2 redirectIfNotLogin guard does); back as a member, the heart finishes that tap.
 *
 * Drawn beside a store card's link (StoreCard `action`, BranchCard `aside`) or in the store page header,
 * never inside a link.
 */
import type { StoreSummary } from '@iding/domain';
import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useFavoriteIds, useLoggedIn, useToggleFavorite } from '../hooks/use-favorites';
import { heartPressed } from '../model/favorites';

/** Query parameter on the way back from login that finishes a visitor's tap on a heart. */
const PENDING_PARAM = 'favorite';

/** The heart's props: `store.favorite` is the flag the store came with (store info, subsidiaries). */
interface HeartProps {
  store: StoreSummary;
  /** `card` (plain, on a white card) or `overlay` (a white disc over the store page's cover). */
  variant?: 'card' | 'overlay';
}

/**
 * The heart of `store`: a visitor's (never pressed; a tap goes to login) or a member's (pressed as GET
 * /api/favorite says, the flag the store came with until it answers). Split so that a visitor's store list,
 * most first loads, does not set up a favorites query per card (main-thread work on load).
 */
export function FavoriteButton(props: HeartProps) {
  return useLoggedIn() ? <MemberHeart {...props} /> : <VisitorHeart {...props} />;
}

/** A visitor's heart: the tap goes to login, marked to finish it there (file comment). */
function VisitorHeart({ store, variant = 'card' }: HeartProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const onClick = () => {
    const back = new URLSearchParams(location.search);
    back.set(PENDING_PARAM, store.identifier);
    void navigate(paths.login(`${location.pathname}?${back.toString()}`));
  };
  return <HeartButton store={store} variant={variant} pressed={false} onClick={onClick} />;
}

/** A member's heart: flips at once (use-favorites.ts), and finishes a tap made as a visitor. */
function MemberHeart({ store, variant = 'card' }: HeartProps) {
  const ids = useFavoriteIds();
  const toggle = useToggleFavorite();
  const navigate = useNavigate();
  const location = useLocation();
  const pressed = heartPressed({ loggedIn: true, ids, identifier: store.identifier, flag: store.favorite });

  // A visitor's tap went to login with the way back marked `?favorite={identifier}`: once back as a member,
  // the tap is carried out (once) and the mark leaves the address.
  const pending = new URLSearchParams(location.search).get(PENDING_PARAM) === store.identifier;
  const finished = useRef(false);
  useEffect(() => {
    if (!pending || ids === undefined || finished.current) return;
    finished.current = true;
    const search = new URLSearchParams(location.search);
    search.delete(PENDING_PARAM);
    const rest = search.toString();
    void navigate(`${location.pathname}${rest ? `?${rest}` : ''}`, { replace: true });
    if (!ids.has(store.identifier)) toggle({ store, favorite: true });
  }, [pending, ids, store, toggle, navigate, location.pathname, location.search]);

  const onClick = () => toggle({ store, favorite: !pressed });
  return <HeartButton store={store} variant={variant} pressed={pressed} onClick={onClick} />;
}

/** The 44 px toggle itself. */
function HeartButton({
  store,
  variant,
  pressed,
  onClick,
}: Required<HeartProps> & { pressed: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-pressed={pressed}
      // One name whatever the state (「我的最愛：{store}」); aria-pressed says whether it is on, as toggle
      // buttons should (a name that changed too would be announced twice).
      aria-label={t('common.favorite.toggle', { name: store.name })}
      onClick={onClick}
      className={clsx(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark',
        variant === 'overlay'
          ? 'bg-white/95 shadow-sm hover:bg-white'
          : 'hover:bg-gray-100 active:bg-gray-200',
        pressed ? 'text-rose-600' : 'text-gray-600',
      )}
    >
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className="size-6"
        fill={pressed ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      >
        <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.9 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.9 1.2-1.8 2.8-2.9 4.8-2.9 3.4 0 5.6 3.4 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3z" />
      </svg>
    </button>
  );
}

/** The heart of a store card in a list: pass as StoreCardList's `action` (components/store-card.tsx). */
export const favoriteHeart = (store: StoreSummary) => <FavoriteButton store={store} />;
