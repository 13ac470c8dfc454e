/**
 * The cap on a diner's open orders paid at the store (DESIGN.md "Security and integrity"; spec §4 order status).
 * An order paid at the counter (cash, transfer, other, pay on delivery: RELEASED_ON_CREATE_PAYMENT_TYPES)
 * reaches the store's live board the moment it is placed, before anyone has paid anything, and in busy mode it
 * takes one of a slot's few places. Nothing else stops one diner from filling a board, and every slot, with
 * orders nobody will collect, so that real diners are refused. Orders paid online or with 儲值金 are not
 * counted: the store sees them only once paid, and unpaid ones expire (PAYMENT_TTL_MINUTES).
 */
import { RELEASED_ON_CREATE_PAYMENT_TYPES, taipeiDate, taipeiDateTimeToMs } from '@iding/domain';
import AsyncLock from 'async-lock';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { countBrowserOpenOrders, countMemberOpenOrders } from './orders.queries';

/**
 * Most orders paid at the store that one diner may hold open at one store (SUBMITTED and unpaid, for today or
 * later). A diner needs one, at times two (something forgotten) or a reservation for later in the week; five
 * leaves room for all of that and for a few colleagues' orders placed with one phone, while one diner can no
 * longer take over a board or a busy store's slots. Counted per member, and for a visitor per browser and per
 * contact phone, since a browser is new again once it drops its cookie. Orders of earlier days do not count, so
 * a store that never marks its orders done does not lock its regulars out.
 */
export const MAX_OPEN_ORDERS_AT_COUNTER = 5;

/**
 * Submits of the same diner at the same store, one after another (count, then insert) within this process, so
 * that simultaneous submits cannot all pass the same count. Between instances of the API the count and insert
 * are not ordered: a burst split across instances may pass by a few, no more than the per-diner rate limit
 * (ORDER_RATE_LIMIT) lets through. No pending limit: the rate limits bound the queue.
 */
const diners = new AsyncLock({ maxPending: Number.POSITIVE_INFINITY });

/** Who places an order: a member, or a visitor by browser and contact phone. */
export interface OrderingDiner {
  storeId: number;
  /** The member's id; null for a visitor. */
  userId: number | null;
  /** sha256 of the visitor cookie token. */
  visitorHash: string;
  /** The contact phone as orders store it, "0912345678". */
  contactPhone: string;
  paymentType: number;
}

/**
 * Runs `insert` (the order's insert) unless the diner already holds MAX_OPEN_ORDERS_AT_COUNTER open orders paid at
 * the store there; orders paid online or with 儲值金 go straight to `insert`. The count and the insert of one
 * diner's submits at one store run one after another (see `diners`).
 * @param now epoch ms: orders targeted from the start of its Taipei day count.
 * @throws ApiError open_order_limit (422, 您在這家店已有 5 筆未完成的訂單，請待店家處理後再下單): nothing inserted.
 */
export async function insertWithinOpenOrderCap<T>(
  db: Db,
  diner: OrderingDiner,
  now: number,
  insert: () => Promise<T>,
): Promise<T> {
  if (!RELEASED_ON_CREATE_PAYMENT_TYPES.includes(diner.paymentType)) return insert();
  const from = taipeiDateTimeToMs(taipeiDate(now), '00:00');
  const keys =
    diner.userId !== null
      ? [`${diner.storeId}|member:${diner.userId}`]
      : [`${diner.storeId}|browser:${diner.visitorHash}`, `${diner.storeId}|phone:${diner.contactPhone}`];
  // Always browser before phone, so two submits never wait on each other's second key.
  return diners.acquire(keys, async () => {
    const held =
      diner.userId !== null
        ? await countMemberOpenOrders(db, { storeId: diner.storeId, userId: diner.userId, from })
        : Math.max(
            ...Object.values(
              await countBrowserOpenOrders(db, {
                storeId: diner.storeId,
                visitorHash: diner.visitorHash,
                phone: diner.contactPhone,
                from,
              }),
            ),
          );
    if (held >= MAX_OPEN_ORDERS_AT_COUNTER) {
      throw new ApiError(
        'open_order_limit',
        `您在這家店已有 ${MAX_OPEN_ORDERS_AT_COUNTER} 筆未完成的訂單，請待店家處理後再下單`,
      );
    }
    return insert();
  });
}
