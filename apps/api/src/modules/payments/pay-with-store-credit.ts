/**
 * Paying an order with store credit (儲值金; spec §7 `POST /api/payment/store_credits`, §3 Store-credit
 * transactions ORDER_PAYMENT 1000, §6 "Store credit … need a login"; ADR 015). One
 * transaction marks the order PAID_FULL (a conditional UPDATE: the order is paid once, at the total its row
 * holds at that moment, spec §4 Payment status), spends the balance
 * (a conditional UPDATE that never takes it below 0, and a CHECK behind it) and writes both ledgers: the
 * member's store-credit movement and the order's transaction (record type 2). Any refusal rolls all of it
 * back, so concurrent payments against one balance never overdraw it.
 */
import {
  formatCurrency,
  OrderStatus,
  type PaymentConfirmResponse,
  PaymentResult,
  PaymentStatus,
  PaymentType,
  StoreCreditTransactionType,
  transactionRecordType,
} from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { paymentStatusName } from '../orders/list-member-orders';
import { acceptIfAutomatic } from '../orders/manage-store-order';
import { requireOrderOwner } from '../orders/order-access';
import { expireUnpaidOrder, markOrderPaid } from '../orders/order-payment-status';
import type { StoreRow } from '../stores/get-store';
import { spendStoreCredit, storeCreditBalance } from '../users/store-credit-balance';
import { insertStoreCreditTransaction, insertTransaction } from './payments.queries';
import { type PaymentContext, payableUntil } from './start-payment';

/**
 * Pays the member's order from their balance at its store.
 * @param memberId the logged-in member (null: a visitor, refused).
 * @throws ApiError unauthorized (401) for a visitor, order_not_found (404: not theirs, or another store's),
 *   payment_method_mismatch (422) for an order not of type 儲值金, order_not_payable (409: paid, cancelled,
 *   past its time), store_credit_insufficient (422, the message shows the balance).
 */
export async function payWithStoreCredit(
  db: Db,
  store: Pick<StoreRow, 'id' | 'boardSettings'>,
  orderId: string,
  memberId: number | null,
  ctx: PaymentContext,
): Promise<PaymentConfirmResponse> {
  if (memberId === null) throw new ApiError('unauthorized', '儲值金付款請先登入會員');
  const order = await requireOrderOwner(db, orderId, { userId: memberId, visitorHash: '' });
  if (order.storeId !== store.id || order.userId !== memberId) {
    throw new ApiError('order_not_found', '找不到這筆訂單');
  }
  if (order.paymentType !== PaymentType.STORE_CREDIT) {
    throw new ApiError('payment_method_mismatch', '這筆訂單選擇的不是儲值金付款');
  }
  if (order.paymentStatus !== PaymentStatus.UNPAID) throw new ApiError('order_not_payable', '這筆訂單已付款');
  if (order.status !== OrderStatus.SUBMITTED) {
    throw new ApiError('order_not_payable', '這筆訂單已取消，無法付款，請重新下單');
  }
  if (ctx.now >= payableUntil(order, ctx.ttlMinutes)) {
    await expireUnpaidOrder(db, order.id);
    throw new ApiError('order_not_payable', '付款時間已過，訂單已取消，請重新下單');
  }
  const at = new Date(ctx.now);
  await db.transaction(async (tx) => {
    // The amount is the total the order holds as this transaction marks it paid (its row stays locked until
    // the commit): an edit that committed after the read above is charged at its new total, never the old one.
    const totalCents = await markOrderPaid(tx, order.id, PaymentType.STORE_CREDIT);
    if (totalCents === undefined) throw new ApiError('order_not_payable', '這筆訂單已付款或已取消');
    // Order rules refuse a 0 TWD order paid through the app; nothing to spend means nothing to pay here either.
    if (totalCents <= 0) throw new ApiError('order_not_payable', '這筆訂單金額為 0 元，無需付款');
    const balance = await spendStoreCredit(tx, memberId, store.id, totalCents);
    if (balance === null) {
      const left = await storeCreditBalance(tx, memberId, store.id);
      throw new ApiError(
        'store_credit_insufficient',
        `儲值金餘額不足（餘額 ${formatCurrency(left / 100)}，本筆 ${formatCurrency(totalCents / 100)}），請改用其他付款方式`,
      );
    }
    await insertStoreCreditTransaction(tx, {
      userId: memberId,
      storeId: store.id,
      orderId: order.id,
      type: StoreCreditTransactionType.ORDER_PAYMENT,
      amountCents: -totalCents,
      balanceCents: balance,
      createdAt: at,
    });
    await insertTransaction(tx, {
      orderId: order.id,
      paymentId: null,
      recordType: transactionRecordType(PaymentType.STORE_CREDIT) ?? 2,
      paymentType: PaymentType.STORE_CREDIT,
      kind: 'capture',
      amountCents: totalCents,
      providerRef: null,
      createdAt: at,
    });
  });
  // Paid, the order has just reached the store: auto-accept it if the store does for its type.
  await acceptIfAutomatic(
    db,
    { id: order.id, storeId: store.id, orderType: order.orderType },
    store.boardSettings,
    ctx.now,
  );
  return {
    result: PaymentResult.NORMAL,
    state: 'paid',
    order_id: order.id,
    payment_status: PaymentStatus.PAID_FULL,
    payment_status_name: paymentStatusName(PaymentStatus.PAID_FULL),
    message: '已用儲值金付款，店家已收到您的訂單',
  };
}
