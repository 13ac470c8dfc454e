/**
 * Menu (spec §2 /stores/{sid}/menu/{sname?}): store header with the 購物車 button, sticky category bar,
 * entree cards with sold-out state (inventory) and food-label badges, the food-label filter chips (素食, 不含花生…;
 * `?diet=`, docs/features.md "Food labels"), merchant notes, and the entree sheet that adds lines to the cart.
 * The menu is fetched check-first (spec §4 "Menu fetch"); the cart is bound to this store and menu version
 * (spec §4 "Cart": cleared with a snackbar when its menu version changed).
 *
 * browsing never clears a cart — a cart of another store is kept and named by a link, and only
 * adding here asks first (建立新購物車？); the open sheet is a history entry (`?item=`, back closes it); a
 * skeleton shows while loading; each add shows a visible confirmation; from 1024 px the categories, entrees
 * and the cart stand side by side.
 */
import {
  FIRST_PAINT_CLASS,
  formatCurrency,
  indexMenu,
  isMenuNote,
  type MenuEntree,
  menuOrderType,
  orderTypeSettings,
} from '@iding/domain';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useInventory } from '../../../api/get-inventory';
import { useMenu } from '../../../api/get-menu';
import { useStoreInfo } from '../../../api/get-store-info';
import { LazyEntreeSheet, usePrefetchEntreeSheet } from '../../../components/lazy-entree-sheet';
import { MemberLink } from '../../../components/member-link';
import { storeMenuStatus } from '../../../components/page-status';
import { useCartBinding } from '../../../entities/server-cart/hooks/use-cart-binding';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { LG_QUERY, useMediaQuery } from '../../../hooks/use-media-query';
import { useRestoresScroll } from '../../../hooks/use-restores-scroll';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { cartCount, cartEntreeCounts, cartTotal, useCart } from '../../../stores/cart-store';
import { useOrderDraft } from '../../../stores/order-draft-store';
import { CartButton } from '../components/cart-button';
import { CategoryBar } from '../components/category-bar';
import { LabelFilter, LabelFilterEmpty } from '../components/label-filter';
import { MenuSections } from '../components/menu-sections';
import { MenuSkeleton } from '../components/menu-skeleton';
import { NewCartDialog, useNewCartGuard } from '../components/new-cart-dialog';
import { OtherCartLink, useCartStoreName } from '../components/other-cart-link';
import { useActiveCategory } from '../hooks/use-active-category';
import { filterCategories, useLabelFilter } from '../hooks/use-label-filter';
import { useSheetParam } from '../hooks/use-sheet-param';

// Loaded when first needed: the alert dialog is not part of the menu's initial download (budget, ADR 013).

// The cart sidebar shows from 1024 px only (Tailwind `lg`): a phone never downloads it.
const CartSummary = lazy(() =>
  import('../../../components/cart-summary').then((m) => ({ default: m.CartSummary })),
);

const NO_IDS = new Set<string>();
/** How long the visible 已加入購物車 confirmation stays, ms. */
const ADDED_TOAST_MS = 2500;

/** /stores/{sid}/menu/{sname?} (spec §2): categories, entree cards and the entree sheet. */
export function MenuPage() {
  const { t } = useTranslation();
  const { sid = '' } = useParams();
  const store = useStoreInfo(sid);
  const menu = useMenu(sid);
  const inventory = useInventory(sid);
  const count = useCart((s) => cartCount(s, sid));
  const total = useCart((s) => cartTotal(s, sid));
  const selected = useCart((s) => cartEntreeCounts(s, sid));
  const sheet = useSheetParam();
  const desktop = useMediaQuery(LG_QUERY);
  const cartStore = useCartStoreName(sid);
  /** The last add: its name and a counter that replays the confirmation. */
  const [added, setAdded] = useState<{ name: string; n: number } | null>(null);

  const menuIndex = useMemo(() => (menu.data ? indexMenu(menu.data) : null), [menu.data]);
  const labelFilter = useLabelFilter();
  const { filters } = labelFilter;
  // The chips show when some entree carries food labels (or a shared link names a filter).
  const hasLabels = useMemo(
    () => menu.data?.categories.some((c) => c.entrees.some((e) => e.labels)) ?? false,
    [menu.data],
  );
  // A filter keeps only the entrees whose labels match (notes go too); a category left empty goes.
  const categories = useMemo(
    () => filterCategories(menu.data?.categories.filter((c) => c.entrees.length > 0) ?? [], filters),
    [menu.data, filters],
  );
  const categoryIds = useMemo(() => categories.map((c) => c.id), [categories]);
  const { activeId, scrollTo } = useActiveCategory(categoryIds);
  // A page that comes back to a saved position (a back or reload) lays every section out at its real height.
  const restores = useRestoresScroll();
  useDocumentTitle(store.data?.name, t('menu.title'));
  useCartBinding(sid, menu.data?.version, menuIndex);
  usePrefetchEntreeSheet();

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(null), ADDED_TOAST_MS);
    return () => clearTimeout(timer);
  }, [added]);

  // 建立新購物車？ when the cart holds another store's lines (spec §4 "Cart").
  const newCart = useNewCartGuard(sid, menu.data?.version ?? 0, (item) =>
    setAdded((prev) => ({ name: item.name, n: (prev?.n ?? 0) + 1 })),
  );

  const status = storeMenuStatus(store, menu);
  if (!store.error && !menu.error && (!store.data || !menu.data || !menuIndex))
    return <MenuSkeleton storeName={store.data?.name} />;
  if (status || !store.data || !menu.data || !menuIndex) return status;

  const soldEntrees = inventory.data?.entrees ?? NO_IDS;
  const soldOptions = inventory.data?.options ?? NO_IDS;
  // The settings of the type the diner will order with (the draft's, if this store offers it), not always
  // ToGo: a store offering only 內用 or 外送 takes orders too.
  const menuType = menuOrderType(store.data, useOrderDraft.getState().orderType);
  const hideNote =
    menuType === null ? false : (orderTypeSettings(store.data, menuType)?.HideEntreeNote ?? false);
  const canOrder = store.data.can_order && menuType !== null;
  const open: MenuEntree | undefined = sheet.openId ? menuIndex.entrees.get(sheet.openId) : undefined;

  return (
    <main className={FIRST_PAINT_CLASS.menuPage}>
      {/* Visible and announced: 已加入購物車 above the bottom bar (phones) or beside the cart (desktop). */}
      <p
        role="status"
        className="pointer-events-none fixed inset-x-0 bottom-24 z-30 flex justify-center px-4 lg:top-6 lg:bottom-auto"
      >
        {added && (
          <span
            key={added.n}
            className="added-toast rounded-full bg-gray-900 px-4 py-2 text-sm font-semibold text-white shadow-lg"
          >
            ✓ {t('menu.added', { name: added.name })}
          </span>
        )}
      </p>
      <header className={FIRST_PAINT_CLASS.menuHeader}>
        {/* The preview's top row too (44 px with or without the 會員 entry): nothing moves when the app takes over. */}
        <div className={FIRST_PAINT_CLASS.menuTopRow}>
          <Link to={paths.store(sid)} className={FIRST_PAINT_CLASS.menuStoreLink}>
            {t('menu.storeInfo')}
          </Link>
          <MemberLink returnHere />
        </div>
        <div className={FIRST_PAINT_CLASS.menuTitleRow}>
          <h1 className={FIRST_PAINT_CLASS.storeName}>{store.data.name}</h1>
          <CartButton sid={sid} count={count} total={total} pulse={added?.n} />
        </div>
        <OtherCartLink sid={sid} />
        {store.data.is_closed && <p className={FIRST_PAINT_CLASS.menuHeaderNote}>{t('menu.closedNote')}</p>}
        {!canOrder && <p className="mt-1 text-sm text-red-700">{t('store.cannotOrder')}</p>}
      </header>

      {(hasLabels || filters.length > 0) && <LabelFilter filters={filters} onToggle={labelFilter.toggle} />}

      <div className={FIRST_PAINT_CLASS.menuColumns}>
        {categories.length === 0 && filters.length > 0 ? (
          <LabelFilterEmpty filters={filters} onClear={labelFilter.clear} />
        ) : categories.length === 0 ? (
          <p className="p-4 text-gray-700 lg:col-span-2">{t('menu.empty')}</p>
        ) : (
          <CategoryBar categories={categories} activeId={activeId} onSelect={scrollTo} />
        )}

        <div className={FIRST_PAINT_CLASS.menuEntrees}>
          <MenuSections
            categories={categories}
            restoring={restores}
            soldEntrees={soldEntrees}
            inCart={selected}
            canOrder={canOrder}
            onOpen={sheet.open}
          />
        </div>

        {desktop && (
          <aside className="hidden lg:sticky lg:top-4 lg:block lg:pt-5">
            <Suspense fallback={null}>
              <CartSummary sid={sid} pulse={added?.n} />
            </Suspense>
          </aside>
        )}
      </div>

      {count > 0 && (
        <div className="bottom-bar lg:hidden">
          <Link
            key={added?.n}
            to={paths.cart(sid)}
            className="btn-primary cart-pulse mx-auto flex w-full max-w-xl justify-between"
          >
            <span>{t('menu.checkout')}</span>
            <span className="tabular-nums">
              {t('menu.checkoutSummary', { count, total: formatCurrency(total) })}
            </span>
          </Link>
        </div>
      )}

      {open && !isMenuNote(open) && (
        <LazyEntreeSheet
          entree={open}
          menuIndex={menuIndex}
          soldOutOptions={soldOptions}
          soldOutEntrees={inventory.data?.entrees}
          hideNote={hideNote}
          onClose={sheet.close}
          onSubmit={(item) => {
            sheet.close();
            // a cart of another store is replaced only when the diner says so.
            newCart.offer(item);
          }}
        />
      )}

      <NewCartDialog guard={newCart} from={cartStore.name} to={store.data.name} />
    </main>
  );
}
