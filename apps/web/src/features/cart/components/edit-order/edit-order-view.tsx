/**
 * The cart page in edit mode (spec §2 /stores/{sid}/cart?edit={oid}; spec §3 Modes create/edit):
 * the lines of a sent order (priced from the current menu), 加點餐點, quantities, removal and the line's entree
 * sheet, the order's 加購 extras (checked as placed, changeable), the time, contact and memo, then 儲存修改
 * (PATCH /api/orders/{oid}, the server reprices). The breakdown and the 合計 on the button are priced with
 * the rule the server saves with (utils/order-totals.ts), so the figure shown is the total saved. The order's
 * coupons are kept (sent with the change) and shown with what the server took off when it was placed; the
 * server prices them again for the changed lines (a coupon that no longer applies refuses the change: 422),
 * so such an order's 合計 is not held to the figure shown.
 *
 * The edit lives in this page only: the cart and checkout draft of a new order (stores/cart-store.ts,
 * order-draft-store.ts) are never read or written here, so a diner with a cart in progress finds it as it was
 * after editing, and leaving edit mode without saving (取消修改, back, another page) discards the edit.
 * After saving, or on 取消修改, the diner goes back to the order page they came from (or, opened directly, to
 * the order: 訂單詳情 for a member, the order-completed page for a visitor).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type EditOrderRequest,
  formatCurrency,
  indexMenu,
  jumboSize,
  type Menu,
  type MenuEntree,
  needsPartySize,
  type OrderAgainResponse,
  type OrderResponse,
  OrderType,
  orderTypeSettings,
  type StoreInfo,
} from '@iding/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { useInventory } from '../../../../api/get-inventory';
import { useMenu } from '../../../../api/get-menu';
import { useOrder } from '../../../../api/get-order';
import { useStoreInfo } from '../../../../api/get-store-info';
import { orderKeys, storeKeys } from '../../../../api/query-keys';
import { LazyEntreeSheet, usePrefetchEntreeSheet } from '../../../../components/lazy-entree-sheet';
import { formatMonthDayTime } from '../../../../components/order-edit';
import { PageError, PageLoading, storeMenuStatus } from '../../../../components/page-status';
import { useDocumentTitle } from '../../../../hooks/use-document-title';
import { ApiError, isConnectionError, showApiError, toApiError } from '../../../../lib/api-client';
import { useTranslation } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notify';
import { paths } from '../../../../lib/paths';
import {
  applyChange,
  type CartState,
  removeLine,
  replaceCart,
  setLineQuantity,
} from '../../../../stores/cart-store';
import { useLastOrder } from '../../../../stores/last-order-store';
import { isLoggedIn, useUser } from '../../../../stores/user-store';
import { useEditOrder } from '../../api/edit-order';
import { useAvailTime } from '../../api/get-avail-time';
import { useOrderLines } from '../../api/get-order-lines';
import { type CheckoutValues, checkoutSchema } from '../../utils/checkout-schema';
import { buildEditOrderRequest, editValuesOf, orderCouponRefs } from '../../utils/edit-order-values';
import { offeredExtraIds, orderTotals } from '../../utils/order-totals';
import { CartLines } from '../cart-lines';
import { CustomItemsSection } from '../custom-items-section';
import { OrderTotalsSummary } from '../order-totals-summary';
import { AddItems } from './add-items';
import { EditOrderForm } from './edit-order-form';

const NO_IDS = new Set<string>();
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Where the diner returns after saving or giving up: the page they came from, else the order itself. */
function useLeave(sid: string, oid: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const cameFromOrder = Boolean((location.state as { from?: string } | null)?.from);
  const loggedIn = useUser((s) => isLoggedIn(s));
  return () => {
    if (cameFromOrder) return navigate(-1);
    if (loggedIn) return navigate(paths.historyOrder(oid, sid), { replace: true });
    useLastOrder.getState().setOrderId(oid);
    return navigate(paths.orderCompleted(sid, oid), { replace: true });
  };
}

/** /stores/{sid}/cart?edit={oid}: loads the store, menu, order and its lines, then the editor. */
export function EditOrderView({ sid, oid }: { sid: string; oid: string }) {
  const { t } = useTranslation();
  const store = useStoreInfo(sid);
  const menu = useMenu(sid);
  const order = useOrder(oid);
  const lines = useOrderLines(oid);
  useDocumentTitle(store.data?.name, t('orderEdit.heading'));
  usePrefetchEntreeSheet();

  const status = storeMenuStatus(store, menu);
  if (status) return status;
  const failed = order.error ?? lines.error;
  if (failed) {
    const gone = failed instanceof ApiError && failed.status === 404;
    return (
      <PageError
        text={gone ? t('member.history.detail.notFound') : t('orderEdit.loadFailed')}
        error={failed}
        onRetry={gone ? undefined : () => void Promise.all([order.refetch(), lines.refetch()])}
      />
    );
  }
  if (!store.data || !menu.data || !order.data || !lines.data) return <PageLoading />;
  return (
    <EditOrderEditor
      // A new version of the order (changed elsewhere) or a new menu (lines re-priced) starts the edit over.
      key={`${order.data.version}/${lines.data.menu_version}`}
      sid={sid}
      store={store.data}
      menu={menu.data}
      order={order.data}
      lines={lines.data}
    />
  );
}

function EditOrderEditor({
  sid,
  store,
  menu,
  order,
  lines,
}: {
  sid: string;
  store: StoreInfo;
  menu: Menu;
  order: OrderResponse;
  lines: OrderAgainResponse;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const leave = useLeave(sid, order.id);
  const inventory = useInventory(sid);
  const save = useEditOrder(order.id);
  const menuIndex = useMemo(() => indexMenu(menu), [menu]);
  const [cart, setCart] = useState<CartState>(() =>
    replaceCart({ items: lines.cart.items, identifier: sid, menu_version: lines.menu_version }, nowSeconds()),
  );
  // 加購: the order's extras, as far as the store still offers them (the server refuses any other id).
  const [extraIds, setExtraIds] = useState<string[]>(() =>
    offeredExtraIds(
      store.custom_items,
      order.custom_items.map((c) => c.id),
    ),
  );
  const droppedExtras = order.custom_items.filter((c) => !store.custom_items.some((s) => s.id === c.id));
  const [editing, setEditing] = useState<number | null>(null);
  const [adding, setAdding] = useState<MenuEntree | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);

  const schema = useMemo(() => checkoutSchema(t, store.table_limit), [t, store.table_limit]);
  const form = useForm<CheckoutValues>({ resolver: zodResolver(schema), defaultValues: editValuesOf(order) });
  const orderType = Number(form.watch('orderType'));
  const tab = form.watch('tab');
  const size = cart.items.reduce((n, i) => n + i.quantity, 0);
  const party = needsPartySize(orderType, orderType === OrderType.DINE_IN ? tab : null)
    ? Number(form.watch('partySize'))
    : 0;
  const avail = useAvailTime(sid, orderType, jumboSize(size, party));
  const settings = orderTypeSettings(store, orderType);
  const soldOut = inventory.data?.entrees ?? NO_IDS;
  // The fee the server's checkOrder charges for the order's type, which an edit cannot change: 宅配 the
  // store's ShippingFee, 外送 its quoted fee (both are refused for editing, orderEditBlock, so an editable
  // order has no fee), other types none.
  const fee =
    orderType === OrderType.SHIP
      ? (settings?.ShippingFee ?? 0)
      : orderType === OrderType.DELIVERY
        ? order.shipping_fee
        : 0;
  // 優惠券: the order's, with what the server took off (it prices them again when the change is saved).
  const totals = orderTotals(cart.total, fee, store.custom_items, extraIds, {
    applied: order.coupons.map((c) => ({
      id: c.id,
      name: c.name,
      discount: c.discount,
      gift: c.discount > 0 ? null : '',
    })),
    discount: order.discount,
  });
  const hasCoupons = order.coupons.length > 0;

  // A 盡快 order: until the store accepts it (the save is refused then); others: until editable_until.
  const expired =
    !order.editable_until_accepted && (order.editable_until === null || now >= order.editable_until * 1000);
  const busy = save.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    if (cart.items.length === 0) {
      notify.error(t('orderEdit.emptyLines'));
      return;
    }
    const body: EditOrderRequest = buildEditOrderRequest(sid, cart, values, menu.version, order.version, {
      // The extras priced in the 合計 shown: those the store offers now.
      customItemIds: totals.extras.map((c) => c.id),
      coupons: orderCouponRefs(order),
      shownTotal: hasCoupons ? null : totals.total,
    });
    try {
      await save.mutateAsync(body);
    } catch (error) {
      const e = toApiError(error);
      switch (e.code) {
        // The order moved on (changed elsewhere, ready, too late): say why and show the order as it is.
        case 'edit_conflict':
        case 'cannot_edit':
        case 'order_not_found':
          notify.error(e.message);
          await queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) });
          await leave();
          return;
        // A store price or 加購 list changed since the page was loaded: nothing saved; the store's extras and
        // prices as they are now are shown.
        case 'total_changed':
        case 'custom_item_invalid':
          notify.error(e.message);
          await queryClient.invalidateQueries({ queryKey: storeKeys.info(sid) });
          return;
        case 'menu_version_changed':
          notify.error(e.message);
          await queryClient.invalidateQueries({ queryKey: storeKeys.menu(sid) });
          await queryClient.invalidateQueries({ queryKey: orderKeys.editLines(order.id) });
          return;
        default:
          if (isConnectionError(e)) notify.error(e.message);
          else if (e.status >= 500) showApiError(t('errors.send_order'), e);
          else notify.error(e.message);
          return;
      }
    }
    notify.success(t('orderEdit.saved'));
    await queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) });
    await queryClient.invalidateQueries({ queryKey: orderKeys.memberList() });
    await leave();
  });

  const editingLine = editing === null ? undefined : cart.items[editing];
  const editingEntree = editingLine ? menuIndex.entrees.get(editingLine.id) : undefined;
  const submitLabel = busy ? (
    t('orderEdit.saving')
  ) : (
    <>
      <span>{t('orderEdit.save')}</span>
      <span className="tabular-nums">{formatCurrency(totals.total)}</span>
    </>
  );

  return (
    <main className="mx-auto max-w-xl px-4 pt-5 pb-36 md:max-w-5xl md:px-6 md:pb-12">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">{t('orderEdit.heading')}</h1>
          <p className="text-gray-700">
            {store.name}・{t('orderEdit.orderNumber', { number: order.item_name })}
          </p>
        </div>
        <button type="button" className="btn-secondary shrink-0" onClick={() => void leave()}>
          {t('orderEdit.cancel')}
        </button>
      </div>
      <p
        className={`mt-3 rounded-xl px-3 py-2 text-sm ${expired ? 'bg-red-50 text-red-800' : 'bg-brand/10 text-gray-800'}`}
        role={expired ? 'alert' : undefined}
      >
        {expired
          ? t('orderEdit.expired')
          : order.editable_until_accepted
            ? t('orderEdit.hintUntilAccepted')
            : t('orderEdit.hint', { time: formatMonthDayTime(order.editable_until ?? 0) })}
      </p>
      {droppedExtras.length > 0 && (
        <p className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('orderEdit.extrasRemoved', {
            names: droppedExtras.map((c) => c.name).join(t('common.listSeparator')),
          })}
        </p>
      )}
      {lines.removed.length > 0 && (
        <p className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('orderEdit.removed', {
            reasons: lines.removed.map((r) => r.reason).join(t('common.listSeparator')),
          })}
        </p>
      )}

      <div className="md:mt-2 md:grid md:grid-cols-[minmax(0,1fr)_22rem] md:items-start md:gap-6">
        <section
          aria-labelledby="edit-lines-h"
          className="mt-4 md:sticky md:top-4 md:col-start-2 md:row-start-1 md:rounded-2xl md:bg-gray-50 md:p-3"
        >
          <h2 id="edit-lines-h" className="mb-2 text-base font-bold">
            {t('orderEdit.itemsHeading')}
          </h2>
          <CartLines
            items={cart.items}
            soldOut={soldOut}
            onEdit={setEditing}
            onQuantity={(i, n) => setCart((c) => setLineQuantity(c, i, n, nowSeconds()))}
            onRemove={(i) => setCart((c) => removeLine(c, i, nowSeconds()))}
          />
          {cart.items.length === 0 && (
            <p className="card text-center text-gray-700">{t('orderEdit.emptyLines')}</p>
          )}
          <AddItems
            menu={menu}
            soldOut={soldOut}
            open={menuOpen}
            onOpenChange={setMenuOpen}
            onPick={setAdding}
          />
          <CustomItemsSection items={store.custom_items} chosen={extraIds} onChange={setExtraIds} />
          <OrderTotalsSummary
            totals={totals}
            feeLabel={orderType === OrderType.DELIVERY ? t('delivery.fee') : t('orderTypes.shippingFee')}
            totalTestId="edit-total"
          />
          {totals.total !== order.total && (
            <p className="px-1 text-right text-sm text-gray-700">
              {t('orderEdit.originalTotal', { total: formatCurrency(order.total) })}
            </p>
          )}
          {hasCoupons && <p className="px-1 text-sm text-gray-700">{t('coupons.editHint')}</p>}
          <button
            type="submit"
            form="edit-order"
            className="btn-primary mt-3 hidden w-full md:inline-flex"
            disabled={busy || expired}
            aria-busy={busy}
          >
            {submitLabel}
          </button>
        </section>

        <form
          id="edit-order"
          className="mt-4 md:col-start-1 md:row-start-1"
          onSubmit={onSubmit}
          noValidate
          aria-label={t('orderEdit.heading')}
        >
          <EditOrderForm form={form} store={store} avail={avail.data} />
        </form>
      </div>

      <div className="bottom-bar md:hidden">
        <div className="mx-auto max-w-xl">
          <button
            type="submit"
            form="edit-order"
            className="btn-primary w-full"
            disabled={busy || expired}
            aria-busy={busy}
          >
            {submitLabel}
          </button>
        </div>
      </div>

      {editingLine && editingEntree && (
        <LazyEntreeSheet
          entree={editingEntree}
          menuIndex={menuIndex}
          soldOutOptions={inventory.data?.options ?? NO_IDS}
          hideNote={settings?.HideEntreeNote}
          editing={editingLine}
          onClose={() => setEditing(null)}
          onSubmit={(item) => {
            setCart((c) => applyChange(c, { mode: 'edit', index: editing!, item }, nowSeconds()));
            setEditing(null);
          }}
        />
      )}
      {adding && (
        <LazyEntreeSheet
          entree={adding}
          menuIndex={menuIndex}
          soldOutOptions={inventory.data?.options ?? NO_IDS}
          hideNote={settings?.HideEntreeNote}
          onClose={() => setAdding(null)}
          onSubmit={(item) => {
            setCart((c) => applyChange(c, { mode: 'create', item }, nowSeconds()));
            setAdding(null);
            // Back to the lines and the new total.
            setMenuOpen(false);
            requestAnimationFrame(() =>
              document.getElementById('edit-lines-h')?.scrollIntoView({ block: 'start' }),
            );
            notify.message(t('orderEdit.added', { name: item.name }), { duration: 2000 });
          }}
        />
      )}
    </main>
  );
}
