/**
 * The menu while it loads (never a blank page on a slow connection): the header (the store's
 * name once known, as the server's first-paint preview draws it), a category bar of chips and entree cards,
 * all placeholders with the real elements' fixed sizes so nothing jumps when the menu arrives.
 */
import { FIRST_PAINT_CLASS } from '@iding/domain';
import { useTranslation } from '../../../lib/i18n';

const CHIP_WIDTHS = ['w-20', 'w-24', 'w-16', 'w-28', 'w-20'];
const CARDS = [0, 1, 2, 3, 4];

export function MenuSkeleton({ storeName }: { storeName?: string }) {
  const { t } = useTranslation();
  return (
    <main
      className={`${FIRST_PAINT_CLASS.page} md:max-w-3xl lg:max-w-7xl lg:px-6`}
      aria-busy="true"
      data-testid="menu-skeleton"
    >
      <p className="sr-only" role="status">
        {t('app.loading')}
      </p>
      <header className={FIRST_PAINT_CLASS.menuHeader}>
        <div className="flex min-h-11 items-center">
          <div className="h-4 w-16 rounded bg-gray-200" />
        </div>
        <div className={`${FIRST_PAINT_CLASS.menuTitleRow} ${FIRST_PAINT_CLASS.menuTitleRowPreview}`}>
          {storeName ? (
            <h1 className={FIRST_PAINT_CLASS.storeName}>{storeName}</h1>
          ) : (
            <div className="h-8 w-2/3 rounded-lg bg-gray-200" />
          )}
        </div>
      </header>
      {/* The same columns as the menu from 1024 px (categories | entrees | cart). */}
      <div
        className="animate-pulse lg:grid lg:grid-cols-[13rem_minmax(0,1fr)_20rem] lg:items-start lg:gap-6"
        aria-hidden
      >
        <div className="flex gap-2 overflow-hidden border-b border-gray-200 bg-white px-4 py-2 lg:mt-5 lg:flex-col lg:rounded-2xl lg:border-0 lg:p-2">
          {CHIP_WIDTHS.map((w, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
            <div key={i} className={`h-11 shrink-0 rounded-full bg-gray-200 lg:w-full lg:rounded-xl ${w}`} />
          ))}
        </div>
        <div className="px-4 pt-5 lg:px-0">
          <div className="mb-2 h-7 w-32 rounded bg-gray-200" />
          <ul className="grid gap-2 md:grid-cols-2">
            {CARDS.map((i) => (
              <li key={i} className="card flex h-[7.5rem] gap-3 py-3">
                <div className="flex flex-1 flex-col gap-2">
                  <div className="h-5 w-2/3 rounded bg-gray-200" />
                  <div className="h-4 w-full rounded bg-gray-100" />
                  <div className="mt-auto h-5 w-12 rounded bg-gray-200" />
                </div>
                <div className="size-24 shrink-0 rounded-xl bg-gray-100" />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
