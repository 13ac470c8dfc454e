/**
 * 購物車 button of the menu header: item count and total (spec §9 currency filter). Its accessible name is
 * its text, 「購物車，N 項，$T」, with the count read out instead of the icon's badge. The badge sits on the
 * icon's corner with room to spare before the text (it used to cover 購物車), and flashes
 * when `pulse` changes (a line was added).
 */
import { formatCurrency } from '@iding/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

export function CartButton({
  sid,
  count,
  total,
  pulse,
}: {
  sid: string;
  count: number;
  total: number;
  /** Changes on each add: the badge replays its flash. */
  pulse?: number;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.cart(sid)}
      className="btn-secondary shrink-0 gap-4 border-brand-dark px-3 text-brand-dark"
    >
      <span className="relative" aria-hidden>
        <svg
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          role="presentation"
        >
          <path d="M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
          <circle cx="9.5" cy="20" r="1.3" />
          <circle cx="17.5" cy="20" r="1.3" />
        </svg>
        {count > 0 && (
          <span
            key={pulse}
            className="cart-pulse absolute -top-2 -right-2.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
          >
            {count}
          </span>
        )}
      </span>
      {/* The name comes from this text (count for screen readers only), so it always matches what shows. */}
      <span className="flex flex-col items-start leading-tight">
        <span className="text-sm font-semibold">
          {t('menu.cart')}
          <span className="sr-only">{t('menu.cartCount', { count })}</span>
        </span>
        <span className="text-xs tabular-nums">{formatCurrency(total)}</span>
      </span>
    </Link>
  );
}
