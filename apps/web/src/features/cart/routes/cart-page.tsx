/**
 * Cart and checkout (spec §2 /stores/{sid}/cart): the lines (edit via the entree sheet, quantity, remove),
 * the total, then the checkout form and 送出訂單 (spec §4 check then send).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { formatCurrency, indexMenu, OrderType } from '@iding/domain';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { useInventory } from '../../../api/get-inventory';
import { useMenu } from '../../../api/get-menu';
import { useStoreInfo } from '../../../api/get-store-info';
import { LazyEntreeSheet, usePrefetchEntreeSheet } from '../../../components/lazy-entree-sheet';
import { PageLoading, storeMenuStatus } from '../../../components/page-status';
import { useCartBinding } from '../../../entities/server-cart/hooks/use-cart-binding';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { cartCount, useCart } from '../../../stores/cart-store';
import { saveCheckoutDraft, useOrderDraft } from '../../../stores/order-draft-store';
import { useAvailTime } from '../api/get-avail-time';
import { CartLines } from '../components/cart-lines';
import { CheckoutForm } from '../components/checkout-form';
import { useSubmitOrder } from '../hooks/use-submit-order';
import { type CheckoutValues, checkoutSchema } from '../utils/checkout-schema';

const NO_IDS = new Set<string>();
const NO_ITEMS: never[] = [];

/** /stores/{sid}/cart (spec §2): cart lines, totals and the checkout form (spec §4, §5). */
export function CartPage() {
  const { t } = useTranslation();
  const { sid = '' } = useParams();
  const store = useStoreInfo(sid);
  const menu = useMenu(sid);
  const inventory = useInventory(sid);
  const items = useCart((s) => (s.identifier === sid ? s.items : NO_ITEMS));
  const total = useCart((s) => (s.identifier === sid ? s.total : 0));
  const size = useCart((s) => cartCount(s, sid));
  const avail = useAvailTime(sid, OrderType.TAKEAWAY, size);
  const [editing, setEditing] = useState<number | null>(null);
  const { submit, busy, checked } = useSubmitOrder(sid, menu.data?.version ?? 0);
  useDocumentTitle(store.data?.name, t('cart.title'));
  useCartBinding(sid, menu.data?.version);
  usePrefetchEntreeSheet();

  const schema = useMemo(() => checkoutSchema(t), [t]);
  // The draft of this cart (kept across reloads, back and forward: stores/order-draft-store.ts).
  const [draft] = useState(() => useOrderDraft.getState());
  const form = useForm<CheckoutValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      orderType: String(draft.orderType),
      when: draft.orderTimeChoice,
      date: draft.orderDate,
      time: draft.orderTime,
      ...(draft.contact ?? draft.contactBase),
      payment: String(draft.paymentType),
      memo: draft.orderMemo,
    },
  });
  useEffect(() => {
    const watcher = form.watch((values) => saveCheckoutDraft(values, sid));
    return () => watcher.unsubscribe();
  }, [form, sid]);
  const menuIndex = useMemo(() => (menu.data ? indexMenu(menu.data) : null), [menu.data]);

  const status = storeMenuStatus(store, menu);
  if (status || !store.data || !menu.data || !menuIndex) return status ?? <PageLoading />;

  const header = (
    <div className="flex items-center justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold">{t('cart.heading')}</h1>
        <p className="text-gray-700">{store.data.name}</p>
      </div>
      <Link to={paths.menu(sid)} className="btn-secondary shrink-0">
        {t('cart.continue')}
      </Link>
    </div>
  );

  if (items.length === 0) {
    return (
      <main className="mx-auto max-w-xl px-4 pt-5">
        {header}
        <div className="card mt-6 flex flex-col items-center gap-4 py-10 text-center">
          <p className="text-gray-700">{t('cart.empty')}</p>
          <Link to={paths.menu(sid)} className="btn-primary">
            {t('cart.goOrder')}
          </Link>
        </div>
      </main>
    );
  }

  const editingLine = editing === null ? undefined : items[editing];
  const editingEntree = editingLine ? menuIndex.entrees.get(editingLine.id) : undefined;
  const settings = store.data.app_settings.ToGo;
  const cashLimit = store.data.app_settings.MaxCashOrderAmount;
  const onSubmit = form.handleSubmit((values) => submit(values));

  return (
    <main className="mx-auto max-w-xl px-4 pt-5 pb-36">
      {header}
      <section aria-labelledby="cart-lines-h" className="mt-4">
        <h2 id="cart-lines-h" className="sr-only">
          {t('completed.items')}
        </h2>
        <CartLines
          items={items}
          soldOut={inventory.data?.entrees ?? NO_IDS}
          onEdit={setEditing}
          onQuantity={(i, n) => useCart.getState().setQuantity(i, n)}
          onRemove={(i) => {
            const name = items[i]?.name ?? '';
            useCart.getState().remove(i);
            notify.message(t('cart.removed', { name }), { duration: 2000 });
          }}
        />
        <p
          className="mt-3 flex items-baseline justify-between px-1 text-lg font-bold"
          data-testid="cart-total"
        >
          <span>{t('common.total')}</span>
          <span className="tabular-nums">{formatCurrency(total)}</span>
        </p>
        {checked && (
          <p className="px-1 text-right text-sm text-gray-700">
            {t('checkout.checkedTotal', { total: formatCurrency(checked.cart.total) })}
          </p>
        )}
        {cashLimit > 0 && total > cashLimit && (
          <p className="px-1 text-right text-sm text-red-700">
            {t('checkout.cashLimit', { max: formatCurrency(cashLimit) })}
          </p>
        )}
      </section>

      <form id="checkout" className="mt-5" onSubmit={onSubmit} noValidate aria-label={t('checkout.submit')}>
        <CheckoutForm form={form} store={store.data} avail={avail.data} />
      </form>

      <div className="bottom-bar">
        <div className="mx-auto max-w-xl">
          <button
            type="submit"
            form="checkout"
            className="btn-primary w-full"
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? (
              t('checkout.sending')
            ) : (
              <>
                <span>{t('checkout.submit')}</span>
                <span className="tabular-nums">{formatCurrency(total)}</span>
              </>
            )}
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
            useCart.getState().change({ mode: 'edit', index: editing!, item });
            setEditing(null);
          }}
        />
      )}
    </main>
  );
}
