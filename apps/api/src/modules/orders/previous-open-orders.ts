/**
 * 前日未完成 (docs/features.md "The store's day"): orders still open (SUBMITTED or READY, spec §4) from a past
 * Taipei business day — placed before today and due before today began, so a reservation placed yesterday for
 * a later day is not one. The 今日 page lists them; 全部完成 / 全部取消 settles them at once; and, for stores
 * whose board setting auto_complete_day_end is on (domain ZBoardSettings), the day-end job completes them
 * when the day is over.
 *
 * Every order goes through the path a single 完成 / 取消訂單 takes (manage-store-order.ts transitionStoreOrder):
 * one conditional UPDATE with its order_store_events row, so the live boards and the diners' pages follow;
 * a cancelled 外送 order's courier is called off first and an order paid online or with 儲值金 is refunded.
 * The day is over, so an order is completed whatever its stage (接單 or not), which the board's single
 * 完成 refuses for a new order. Running twice changes nothing the second time: a settled order is no longer
 * open, and of two instances racing on one order exactly one UPDATE applies.
 */
import {
  OrderStatus,
  PREVIOUS_OPEN_CANCEL_REASON,
  PREVIOUS_OPEN_LIST_MAX,
  type PreviousOpenActionRequest,
  type PreviousOpenActionResponse,
  type PreviousOpenOrders,
  RELEASED_ON_CREATE_PAYMENT_TYPES,
  taipeiDate,
  taipeiDateTimeToMs,
} from '@iding/domain';
import type { Db } from '../../db/client';
import { type PeriodicJob, startPeriodicJob } from '../../lib/periodic-job';
import type { DeliveryProvider } from '../../providers/delivery/index';
import { listConsoleOrders } from './list-console-orders';
import { type OnOrderCompleted, transitionStoreOrder } from './manage-store-order';
import type { OrderPayments } from './order-payment-status';
import {
  countPreviousOpen,
  listDayEndDue,
  listPreviousOpen,
  listPreviousOpenPage,
  type PreviousOpenScope,
} from './store-day.queries';

/** Orders read per page of a bulk action or per run of the day-end job. */
const BATCH = 100;

/** The scope at `now` (epoch ms): orders of business days before today's (Asia/Taipei), due before it began. */
function scopeAt(now: number): PreviousOpenScope {
  const businessDate = taipeiDate(now);
  return {
    businessDate,
    dayStart: new Date(taipeiDateTimeToMs(businessDate, '00:00')),
    releasedOnCreateTypes: RELEASED_ON_CREATE_PAYMENT_TYPES,
  };
}

/**
 * The store's 前日未完成 orders at `now` (epoch ms): the true count and the first PREVIOUS_OPEN_LIST_MAX as the
 * board shows them (ConsoleOrder), oldest business day first, then by order number.
 */
export async function getPreviousOpen(db: Db, storeId: number, now: number): Promise<PreviousOpenOrders> {
  const scope = scopeAt(now);
  const count = await countPreviousOpen(db, storeId, scope);
  if (count === 0) return { count, orders: [] };
  const rows = await listPreviousOpen(db, storeId, scope, PREVIOUS_OPEN_LIST_MAX);
  return { count, orders: await listConsoleOrders(db, storeId, rows) };
}

/** What a bulk action needs besides the store: who acts, now (epoch ms) and the modules a cancel calls. */
export interface PreviousOpenInput {
  staffId: number;
  now: number;
  /** The delivery adapter, to call a cancelled 外送 order's courier off. */
  delivery?: DeliveryProvider;
  /** The payments module's side of an order, to refund one paid online or with 儲值金 (ADR 015). */
  payments?: OrderPayments;
  /** Told of a courier who could not be called off (the order stays open) or a refund refused (retried later). */
  onError?: (error: unknown) => void;
  /** 全部完成: run in each completion's transaction (the points an order earns; OnOrderCompleted). */
  onCompleted?: OnOrderCompleted;
}

/**
 * 全部完成 / 全部取消: completes or cancels (with `request.reason`, else PREVIOUS_OPEN_CANCEL_REASON) every
 * 前日未完成 order of `storeId` at `input.now`, each as a single action would (module comment).
 * @returns how many orders this call changed, and how many it left open (a 外送 courier who could not be
 *   called off); 0 changed when there was nothing to do or another call got there first.
 */
export async function settlePreviousOpen(
  db: Db,
  storeId: number,
  request: PreviousOpenActionRequest,
  input: PreviousOpenInput,
): Promise<PreviousOpenActionResponse> {
  const scope = scopeAt(input.now);
  const reason = request.reason ?? PREVIOUS_OPEN_CANCEL_REASON;
  let changed = 0;
  let failed = 0;
  let after: string | undefined;
  for (;;) {
    const page = await listPreviousOpenPage(db, storeId, scope, after, BATCH);
    for (const order of page) {
      try {
        const updated = await transitionStoreOrder(db, storeId, order, request.action, {
          staffId: input.staffId,
          now: input.now,
          reason,
          delivery: input.delivery,
          payments: input.payments,
          onRefundError: input.onError,
          onCompleted: input.onCompleted,
        });
        if (updated) changed++;
      } catch (error) {
        // A courier who has the food: the order stays open for the store to decide, as its own cancel would.
        failed++;
        input.onError?.(error);
      }
    }
    if (page.length < BATCH) break;
    after = page[page.length - 1]!.id;
  }
  return request.action === 'complete' ? { completed: changed, failed } : { cancelled: changed, failed };
}

/** What one run of the day-end job did. */
export interface DayEndReport {
  completed: number;
}

/**
 * One run of the day-end job at `now` (epoch ms): completes at most BATCH 前日未完成 orders of stores whose
 * auto_complete_day_end is on, with an order_store_events `complete` row by no staff member and `onCompleted`
 * in each completion's transaction (the points an order earns); the next run takes the rest.
 */
export async function completeDayEndOrders(
  db: Db,
  now: number,
  onCompleted?: OnOrderCompleted,
): Promise<DayEndReport> {
  const report: DayEndReport = { completed: 0 };
  for (const { order } of await listDayEndDue(db, scopeAt(now), BATCH)) {
    // undefined: settled meanwhile (by the store or another instance).
    const done = await transitionStoreOrder(db, order.storeId, order, 'complete', {
      staffId: null,
      now,
      onCompleted,
    });
    if (done?.status === OrderStatus.COMPLETED) report.completed++;
  }
  return report;
}

/**
 * Starts the day-end job: a run at once and every `intervalMs` (server.ts), never two at a time in one process.
 * @param now the clock, epoch ms.
 */
export function startDayEndCompleting(opts: {
  db: Db;
  intervalMs: number;
  now: () => number;
  /** Run in each completion's transaction (the points an order earns; OnOrderCompleted). */
  onCompleted?: OnOrderCompleted;
  onResult: (report: DayEndReport) => void;
  onError: (error: unknown) => void;
}): PeriodicJob {
  return startPeriodicJob({
    run: async () => opts.onResult(await completeDayEndOrders(opts.db, opts.now(), opts.onCompleted)),
    intervalMs: opts.intervalMs,
    onError: opts.onError,
  });
}
