/**
 * The unaccepted-order job (spec §4 order status; docs/features.md store console): an order the store has not accepted (SUBMITTED,
 * accepted_at null) by its pickup/target time would otherwise show 等待店家接單 to its diner forever. Unless
 * the store turned it off (stores.unaccepted_orders.auto_cancel, domain ZUnacceptedOrders, default on), it is
 * cancelled as the console's 取消訂單 cancels (manage-store-order.ts): a 外送 order's courier is called off
 * first, the order becomes CANCELLED with UNACCEPTED_CANCEL_REASON, an order_store_events `cancel` row (no
 * staff member) carries it live to the diner's page and the board, and an order paid online or with 儲值金 is
 * refunded in full (a refund the provider refuses is retried by the reconciliation job).
 *
 * Safe with several instances: the cancel is one conditional UPDATE (still SUBMITTED, still not accepted,
 * still due), so of two runs racing on one order exactly one cancels it, and only that one refunds it.
 */
import {
  OrderStatus,
  OrderType,
  PaymentStatus,
  RELEASED_ON_CREATE_PAYMENT_TYPES,
  UNACCEPTED_CANCEL_REASON,
} from '@iding/domain';
import type { Db } from '../../db/client';
import { type PeriodicJob, startPeriodicJob } from '../../lib/periodic-job';
import type { DeliveryProvider } from '../../providers/delivery/index';
import { cancelOrderDelivery } from './order-delivery';
import type { OrderPayments } from './order-payment-status';
import { applyStoreTransition, listUnacceptedDue } from './store-orders.queries';

/** Most orders per run; the next run takes the rest. */
const BATCH = 100;

/** What one run did: orders cancelled here, of them refunded here, and orders skipped after an error. */
export interface UnacceptedReport {
  cancelled: number;
  refunded: number;
  failed: number;
}

/** What a run needs besides the database. */
export interface UnacceptedDeps {
  /** The payments module's side of an order, to refund one paid online or with 儲值金 (ADR 024). */
  payments: OrderPayments;
  /** The delivery adapter, to call a 外送 order's courier off; absent = no courier to call off. */
  delivery?: DeliveryProvider;
  /** Told of a courier that could not be called off (the order is left for the store) or a refused refund. */
  onError?: (error: unknown) => void;
}

/**
 * One run: cancels (and refunds when paid) at most BATCH orders due at `now` (epoch ms) that no store
 * accepted, of stores with auto-cancel on.
 * @returns how many this run cancelled and refunded, and how many it skipped after an error.
 */
export async function cancelUnacceptedOrders(
  db: Db,
  deps: UnacceptedDeps,
  now: number,
): Promise<UnacceptedReport> {
  const report: UnacceptedReport = { cancelled: 0, refunded: 0, failed: 0 };
  const dueBy = new Date(now);
  const due = await listUnacceptedDue(db, dueBy, RELEASED_ON_CREATE_PAYMENT_TYPES, BATCH);
  for (const order of due) {
    if (order.orderType === OrderType.DELIVERY && deps.delivery) {
      try {
        await cancelOrderDelivery(db, deps.delivery, order.id, now);
      } catch (error) {
        // A courier who cannot be called off (has the food): the store decides, as its own cancel would.
        report.failed++;
        deps.onError?.(error);
        continue;
      }
    }
    const cancelled = await applyStoreTransition(
      db,
      order.storeId,
      order.id,
      {
        set: { status: OrderStatus.CANCELLED, cancelReason: UNACCEPTED_CANCEL_REASON },
        fromStatuses: [OrderStatus.SUBMITTED],
        notAccepted: true,
        dueBy,
      },
      { kind: 'cancel', actorStaffId: null },
    );
    // Accepted, cancelled or cancelled by another instance meanwhile: nothing more to do.
    if (!cancelled) continue;
    report.cancelled++;
    if (cancelled.paymentStatus === PaymentStatus.PAID_FULL) {
      try {
        // 'nothing' when another caller refunded it already (refunds are claimed once per payment).
        if ((await deps.payments.refund(cancelled.id, now)) !== 'nothing') report.refunded++;
      } catch (error) {
        report.failed++;
        deps.onError?.(error);
      }
    }
  }
  return report;
}

/**
 * Starts the job: a run at once and every `intervalMs` (server.ts), never two at a time in one process.
 * @param now the clock, epoch ms.
 */
export function startUnacceptedCancelling(opts: {
  db: Db;
  deps: UnacceptedDeps;
  intervalMs: number;
  now: () => number;
  onResult: (report: UnacceptedReport) => void;
  onError: (error: unknown) => void;
}): PeriodicJob {
  return startPeriodicJob({
    run: async () => opts.onResult(await cancelUnacceptedOrders(opts.db, opts.deps, opts.now())),
    intervalMs: opts.intervalMs,
    onError: opts.onError,
  });
}
