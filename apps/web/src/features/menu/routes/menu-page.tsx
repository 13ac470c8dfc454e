/**
 * Menu (spec §2 /stores/{sid}/menu/{sname?}): store header with the 購物車 button, sticky category bar,
 * entree cards with sold-out state (inventory), and the entree sheet that adds lines to the cart.
 * The menu is fetched check-first (spec §4 "Menu fetch"); the cart is bound to this store and menu version
 * (spec §4 "Cart": cleared with a snackbar when either changed).
 */
import { FIRST_PAINT_CLASS, formatCurrency, indexMenu, type MenuEntree, OrderType } from '@iding/domain';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useInventory } from '../../../api/get-inventory';
import { useMenu } from '../../../api/get-menu';
import { useStoreInfo } from '../../../api/get-store-info';
import { LazyEntreeSheet, usePrefetchEntreeSheet } from '../../../components/lazy-entree-sheet';
import { PageLoading, storeMenuStatus } from '../../../components/page-status';
import { useCartBinding } from '../../../entities/server-cart/hooks/use-cart-binding';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { cartCount, useCart } from '../../../stores/cart-store';
import { CartButton } from '../components/cart-button';
import { CategoryBar, categorySectionId } from '../components/category-bar';
import { EntreeCard } from '../components/entree-card';
import { useActiveCategory } from '../hooks/use-active-category';

const NO_IDS = new Set<string>();

/** /stores/{sid}/menu/{sname?} (spec §2): categories, entree cards and the entree sheet. */
export function MenuPage() {
  const { t } = useTranslation();
  const { sid = '' } = useParams();
  const store = useStoreInfo(sid);
  const menu = useMenu(sid);
  const inventory = useInventory(sid);
  const count = useCart((s) => cartCount(s, sid));
  const total = useCart((s) => (s.identifier === sid ? s.total : 0));
  const selected = useCart((s) => (s.identifier === sid ? s.selected_entree_map : undefined));
  const [open, setOpen] = useState<MenuEntree | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const menuIndex = useMemo(() => (menu.data ? indexMenu(menu.data) : null), [menu.data]);
  const categories = useMemo(
    () => menu.data?.categories.filter((c) => c.entrees.length > 0) ?? [],
    [menu.data],
  );
  const categoryIds = useMemo(() => categories.map((c) => c.id), [categories]);
  // The header and category bar paint first; the entree sections follow in a background render React can
  // interrupt, so a long menu never blocks the phone's main thread in one long task (issue #4 §4).
  const sections = useDeferredValue(categories);
  const { activeId, scrollTo } = useActiveCategory(categoryIds);
  useDocumentTitle(store.data?.name, t('menu.title'));
  useCartBinding(sid, menu.data?.version);
  usePrefetchEntreeSheet();

  const status = storeMenuStatus(store, menu);
  if (status || !store.data || !menu.data || !menuIndex) return status ?? <PageLoading />;

  const soldEntrees = inventory.data?.entrees ?? NO_IDS;
  const soldOptions = inventory.data?.options ?? NO_IDS;
  const hideNote = store.data.app_settings.ToGo?.HideEntreeNote ?? false;
  const canOrder = store.data.can_order && store.data.app_settings.OrderTypes.includes(OrderType.TAKEAWAY);

  return (
    <main className={FIRST_PAINT_CLASS.page}>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <header className={FIRST_PAINT_CLASS.menuHeader}>
        <Link to={paths.store(sid)} className={FIRST_PAINT_CLASS.menuStoreLink}>
          {t('menu.storeInfo')}
        </Link>
        <div className={FIRST_PAINT_CLASS.menuTitleRow}>
          <h1 className={FIRST_PAINT_CLASS.storeName}>{store.data.name}</h1>
          <CartButton sid={sid} count={count} total={total} />
        </div>
        {store.data.is_closed && <p className="mt-1 text-sm text-gray-700">{t('menu.closedNote')}</p>}
        {!canOrder && <p className="mt-1 text-sm text-red-700">{t('store.cannotOrder')}</p>}
      </header>

      {categories.length === 0 ? (
        <p className="p-4 text-gray-700">{t('menu.empty')}</p>
      ) : (
        <CategoryBar categories={categories} activeId={activeId} onSelect={scrollTo} />
      )}

      {sections.map((category) => (
        <section
          key={category.id}
          id={categorySectionId(category.id)}
          aria-labelledby={`${categorySectionId(category.id)}-h`}
          // Off-screen categories skip layout and paint until scrolled near (issue #4 §4: the whole menu
          // laid out at once was the menu's longest task); `auto` keeps each one's last measured height.
          className="scroll-mt-16 px-4 pt-5 [contain-intrinsic-size:auto_640px] [content-visibility:auto]"
        >
          <h2 id={`${categorySectionId(category.id)}-h`} className="mb-2 text-lg font-bold">
            {category.name}
          </h2>
          <ul className="flex flex-col gap-2">
            {category.entrees.map((entree) => (
              <li key={entree.id}>
                <EntreeCard
                  entree={entree}
                  soldOut={soldEntrees.has(entree.id)}
                  inCart={selected?.[entree.id] ?? 0}
                  disabled={!canOrder}
                  onOpen={() => setOpen(entree)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}

      {count > 0 && (
        <div className="bottom-bar">
          <Link to={paths.cart(sid)} className="btn-primary mx-auto flex w-full max-w-xl justify-between">
            <span>{t('menu.checkout')}</span>
            <span className="tabular-nums">
              {t('menu.checkoutSummary', { count, total: formatCurrency(total) })}
            </span>
          </Link>
        </div>
      )}

      {open && (
        <LazyEntreeSheet
          entree={open}
          menuIndex={menuIndex}
          soldOutOptions={soldOptions}
          hideNote={hideNote}
          onClose={() => setOpen(null)}
          onSubmit={(item) => {
            useCart.getState().change({ mode: 'create', item });
            setOpen(null);
            // The badge and the 購物車 button show it; a top snackbar would cover that very button.
            setAnnouncement(t('menu.added', { name: item.name }));
          }}
        />
      )}
    </main>
  );
}
