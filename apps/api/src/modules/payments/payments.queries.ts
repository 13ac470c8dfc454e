/**
 * Payment reads and writes (Drizzle only) on the module's own tables: payments and payment_transactions
 * (db/schema/payments.ts), store_credit_transactions; the member's store-credit list joins the store's
 * identifier and name for display, as the order history does. Money in cents of TWD as stored.
 */
import { OrderStatus, PaymentStatus } from '@iding/domain';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Runner } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { payments, paymentTransactions, storeCreditTransactions, stores } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentTransactionRow = typeof paymentTransactions.$inferSelect;
export type StoreCreditTransactionRow = typeof storeCreditTransactions.$inferSelect;

/** Attempt statuses (payments.status). */
export const PaymentAttempt = {
  PENDING: 0,
  CONFIRMING: 1,
  PAID: 2,
  FAILED: 3,
  CANCELLED: 4,
  EXPIRED: 5,
} as const;

/** Inserts a payment attempt (amounts in cents of TWD) and returns its row. */
export async function insertPayment(
  db: Runner,
  row: Omit<typeof payments.$inferInsert, 'id' | 'seq' | 'providerRef' | 'paymentUrl' | 'qrcode' | 'paidAt'>,
): Promise<PaymentRow> {
  // An insert's placeholders go through their columns' encoders (Date to timestamptz).
  const [created] = await insertPaymentPrepared(db).execute(row);
  return created!;
}

// The hot statements of a payment start and confirm, prepared once per database (db/prepared.ts).
const insertPaymentPrepared = preparedPer((db: Runner) =>
  db
    .insert(payments)
    .values({
      orderId: sql.placeholder('orderId'),
      paymentType: sql.placeholder('paymentType'),
      provider: sql.placeholder('provider'),
      amountCents: sql.placeholder('amountCents'),
      status: sql.placeholder('status'),
      confirmPath: sql.placeholder('confirmPath'),
      cancelPath: sql.placeholder('cancelPath'),
      createdAt: sql.placeholder('createdAt'),
      updatedAt: sql.placeholder('updatedAt'),
    })
    .returning()
    .prepare('insert_payment'),
);
const setProviderRefPrepared = preparedPer((db: Runner) =>
  db
    .update(payments)
    .set({
      providerRef: sql`${sql.placeholder('providerRef')}`,
      paymentUrl: sql`${sql.placeholder('paymentUrl')}`,
      qrcode: sql`${sql.placeholder('qrcode')}`,
      // An update's placeholders skip the columns' encoders: the time goes as an ISO string.
      updatedAt: sql`${sql.placeholder('updatedAt')}::timestamptz`,
    })
    .where(eq(payments.id, sql.placeholder('id')))
    .prepare('set_payment_provider_ref'),
);
const findLatestPaymentPrepared = preparedPer((db: Runner) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.orderId, sql.placeholder('orderId')))
    .orderBy(desc(payments.seq))
    .limit(1)
    .prepare('find_latest_payment'),
);
const findPaymentPrepared = preparedPer((db: Runner) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_payment'),
);

/** Records what the provider answered a start with: its payment id, where the diner pays, a QR code. */
export async function setPaymentProviderRef(
  db: Runner,
  id: string,
  ref: { providerRef: string; paymentUrl: string; qrcode: string | null },
  now: Date,
): Promise<void> {
  await setProviderRefPrepared(db).execute({ ...ref, updatedAt: now.toISOString(), id });
}

/** The newest attempt of an order, or undefined. */
export async function findLatestPayment(db: Runner, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await findLatestPaymentPrepared(db).execute({ orderId });
  return row;
}

/** One attempt by its id, or undefined. */
export async function findPayment(db: Runner, id: string): Promise<PaymentRow | undefined> {
  const [row] = await findPaymentPrepared(db).execute({ id });
  return row;
}

/** The attempt a provider knows by `providerRef` (TapPay rec_trade_id), or undefined. */
export async function findPaymentByProviderRef(
  db: Runner,
  provider: string,
  providerRef: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)))
    .limit(1);
  return row;
}

/**
 * Moves an attempt from one of `from` to `to`; false when it was in none of them (another request moved it
 * first). The compare-and-set that lets only one confirm talk to the provider at a time.
 */
export async function moveAttempt(
  db: Runner,
  id: string,
  from: number[],
  to: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: to, updatedAt: now, ...(to === PaymentAttempt.PAID ? { paidAt: now } : {}) })
    .where(and(eq(payments.id, id), inArray(payments.status, from)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** What settle_payment_capture did (db/functions/settle_payment_capture.sql). */
export interface CaptureSettlement {
  /** paid: this call captured it and the order is PAID_FULL; order-gone: captured, but the order expired or
   * was cancelled meanwhile; amount-changed: the order is unpaid but its total is no longer the amount captured
   * (nothing written: the caller refunds); settled-before: the attempt was in none of `from` (nothing written). */
  outcome: 'paid' | 'order-gone' | 'amount-changed' | 'settled-before';
  /** A card the diner asked to remember waits for this payment. */
  pendingCard: boolean;
}

/**
 * Settles a capture in one statement (db/functions/settle_payment_capture.sql, one transaction): the attempt
 * from one of `from` to PAID, its ledger entry (kind capture), and the order PAID_FULL by the attempt's payment
 * type through the orders module's mark_order_paid, only while the order's total is the amount captured (spec
 * §4 Payment status). Amounts in cents of TWD.
 * @throws the unique violation of payments_one_paid_uidx when another attempt of the order is PAID (nothing
 *   written).
 */
export async function settlePaymentCapture(
  db: Runner,
  payment: Pick<PaymentRow, 'id' | 'orderId' | 'paymentType' | 'amountCents' | 'providerRef'>,
  from: number[],
  recordType: number,
  at: Date,
): Promise<CaptureSettlement> {
  const result = (await db.execute(sql`
    select outcome, pending_card from settle_payment_capture(
      ${payment.id}::uuid, ${`{${from.join(',')}}`}::smallint[], ${PaymentAttempt.PAID}::smallint,
      ${at.toISOString()}::timestamptz, ${payment.orderId}::uuid, ${payment.paymentType}::smallint,
      ${recordType}::smallint, ${payment.amountCents}::integer, ${payment.providerRef},
      ${PaymentStatus.PAID_FULL}::smallint, ${PaymentStatus.UNPAID}::smallint, ${OrderStatus.SUBMITTED}::smallint
    )
  `)) as unknown as { rows: { outcome: CaptureSettlement['outcome']; pending_card: boolean }[] };
  const row = result.rows[0]!;
  return { outcome: row.outcome, pendingCard: row.pending_card };
}

/** Open attempts (PENDING, CONFIRMING) untouched since `before`, oldest first. */
export async function findStaleOpenPayments(db: Runner, before: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.status, [PaymentAttempt.PENDING, PaymentAttempt.CONFIRMING]),
        lt(payments.updatedAt, before),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
}

/** Whether an order has an open attempt (PENDING or CONFIRMING). */
export async function hasOpenPayment(db: Runner, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        inArray(payments.status, [PaymentAttempt.PENDING, PaymentAttempt.CONFIRMING]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Adds a ledger entry and returns its id. A second capture of one payment violates
 * payment_transactions_capture_uidx, a second refund payment_transactions_refund_uidx.
 */
export async function insertTransaction(
  db: Runner,
  row: Omit<typeof paymentTransactions.$inferInsert, 'id'>,
): Promise<string> {
  const [created] = await db
    .insert(paymentTransactions)
    .values(row)
    .returning({ id: paymentTransactions.id });
  return created!.id;
}

/** Removes a ledger entry (a refund claim whose provider call failed). */
export async function deleteTransaction(db: Runner, id: string): Promise<void> {
  await db.delete(paymentTransactions).where(eq(paymentTransactions.id, id));
}

/** Records the provider's id of a movement (the refund id once the provider answered). */
export async function setTransactionProviderRef(db: Runner, id: string, providerRef: string): Promise<void> {
  await db.update(paymentTransactions).set({ providerRef }).where(eq(paymentTransactions.id, id));
}

/** The order's PAID attempt (at most one: payments_one_paid_uidx), or undefined. */
export async function findPaidPayment(db: Runner, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, PaymentAttempt.PAID)))
    .limit(1);
  return row;
}

/** An order's ledger, oldest first. */
export async function findTransactions(db: Runner, orderId: string): Promise<PaymentTransactionRow[]> {
  return db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.orderId, orderId))
    .orderBy(asc(paymentTransactions.createdAt), asc(sql`${paymentTransactions.amountCents} < 0`));
}

/**
 * Adds a store-credit movement. A second ORDER_PAYMENT or ORDER_REFUND of one order violates
 * store_credit_transactions_order_type_uidx.
 */
export async function insertStoreCreditTransaction(
  db: Runner,
  row: Omit<typeof storeCreditTransactions.$inferInsert, 'id'>,
): Promise<void> {
  await db.insert(storeCreditTransactions).values(row);
}

/** The movement of `type` for an order (ORDER_PAYMENT 1000, ORDER_REFUND 1001), or undefined. */
export async function findStoreCreditMovement(
  db: Runner,
  orderId: string,
  type: number,
): Promise<StoreCreditTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(storeCreditTransactions)
    .where(and(eq(storeCreditTransactions.orderId, orderId), eq(storeCreditTransactions.type, type)))
    .limit(1);
  return row;
}

/**
 * Adds a top-up movement (STORE_CREDIT_DEPOSIT 1002) unless its request id was recorded at the store already
 * (store_credit_transactions_request_uidx); true when written.
 */
export async function insertStoreCreditDeposit(
  db: Runner,
  row: Omit<typeof storeCreditTransactions.$inferInsert, 'id'>,
): Promise<boolean> {
  const written = await db
    .insert(storeCreditTransactions)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: storeCreditTransactions.id });
  return written.length > 0;
}

/** The top-up recorded at the store under the console's request id, or undefined. */
export async function findStoreCreditDeposit(
  db: Runner,
  storeId: number,
  requestId: string,
): Promise<StoreCreditTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(storeCreditTransactions)
    .where(
      and(eq(storeCreditTransactions.storeId, storeId), eq(storeCreditTransactions.requestId, requestId)),
    )
    .limit(1);
  return row;
}

/**
 * A page of the member's store-credit movements, newest first, with the store's identifier and name and the
 * total count over all pages (a window count: one round trip).
 */
export async function listStoreCreditMovements(
  db: Runner,
  userId: number,
  opts: { identifier?: string; limit: number; offset: number },
) {
  const where = and(
    eq(storeCreditTransactions.userId, userId),
    opts.identifier === undefined ? undefined : eq(stores.identifier, opts.identifier),
  );
  return db
    .select({
      movement: storeCreditTransactions,
      identifier: stores.identifier,
      storeName: stores.name,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(storeCreditTransactions)
    .innerJoin(stores, eq(stores.id, storeCreditTransactions.storeId))
    .where(where)
    .orderBy(desc(storeCreditTransactions.createdAt), desc(storeCreditTransactions.id))
    .limit(opts.limit)
    .offset(opts.offset);
}

/** How many store-credit movements the member has (at one store when identifier is given). */
export async function countStoreCreditMovements(db: Runner, userId: number, identifier?: string) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(storeCreditTransactions)
    .innerJoin(stores, eq(stores.id, storeCreditTransactions.storeId))
    .where(
      and(
        eq(storeCreditTransactions.userId, userId),
        identifier === undefined ? undefined : eq(stores.identifier, identifier),
      ),
    );
  return row?.total ?? 0;
}
