/**
 * Payment tables (spec §3 Payment types, Transaction record types; §4 Payment status), owned by
 * modules/payments; ADR 015. Money in integer cents of TWD (as orders), instants as timestamptz.
 *
 * - payments: one attempt to pay an order online through a provider (a diner who retries after a failure
 *   makes a second attempt); at most one attempt per order is ever PAID.
 * - payment_transactions: the ledger an order's transactions list is read from (spec §7 GET
 *   /api/orders/{orderId}/transactions): a positive row per capture, a negative one per refund. Store credit,
 *   points and coupons (later issues) write to it too, so an order's money is one list.
 * - member_credit_cards: a member's saved cards (spec §3 savedCreditCards), never a card number.
 * - sandbox_payments: the sandbox provider's own side (what the diner chose on its hosted page), kept apart
 *   from ours so the business code asks it like any provider and never assumes an outcome.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './members';
import { orders } from './orders';

/** An attempt to pay an order online. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: the newest attempt of an order is the one with the highest seq (ADR 015). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** spec §3 PaymentType of the order (LINE_PAY 6, …). */
    paymentType: smallint('payment_type').notNull(),
    /** The adapter that took it: 'sandbox', 'line_pay', 'tappay', 'jko'. */
    provider: text('provider').notNull(),
    /** The provider's id of the payment (LINE Pay transactionId: 19 digits, kept as text). */
    providerRef: text('provider_ref'),
    /** Where the diner pays (handed out again when they press pay twice). */
    paymentUrl: text('payment_url'),
    qrcode: text('qrcode'),
    amountCents: integer('amount_cents').notNull(),
    /** PaymentAttemptStatus (modules/payments): PENDING 0, CONFIRMING 1, PAID 2, FAILED 3, CANCELLED 4, EXPIRED 5. */
    status: smallint('status').notNull().default(0),
    /** Where the provider sends the diner back (paths of this app). */
    confirmPath: text('confirm_path').notNull(),
    cancelPath: text('cancel_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    // One capture per order, whatever races: a second PAID attempt of the same order cannot be written.
    uniqueIndex('payments_one_paid_uidx').on(t.orderId).where(sql`status = 2`),
    index('payments_open_idx').on(t.status, t.updatedAt).where(sql`status in (0, 1)`),
    // One attempt being created per order (PENDING with no provider id yet): concurrent presses of the pay
    // button start one provider payment, and the others wait for it (start-payment.ts).
    uniqueIndex('payments_one_creating_uidx').on(t.orderId).where(sql`status = 0 and provider_ref is null`),
    // A provider's notify names its payment by its own id (TapPay rec_trade_id).
    index('payments_provider_ref_idx').on(t.provider, t.providerRef),
  ],
);

/** The money of an order: captures (positive) and refunds (negative), oldest first. */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The attempt it settles; null for entries not made through a provider (later: store credit). */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** spec §3 Transaction record type (LINE Pay 80, …). */
    recordType: smallint('record_type').notNull(),
    paymentType: smallint('payment_type').notNull(),
    /** 'capture' | 'refund'. */
    kind: text('kind').notNull(),
    /** Cents of TWD: positive for a capture, negative for a refund. */
    amountCents: integer('amount_cents').notNull(),
    /** The provider's id of this movement (refund id for a refund). */
    providerRef: text('provider_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payment_transactions_order_idx').on(t.orderId, t.createdAt),
    // A payment is captured once: the ledger refuses a second capture row for it.
    uniqueIndex('payment_transactions_capture_uidx').on(t.paymentId).where(sql`kind = 'capture'`),
    // A payment is refunded once, in full (ADR 015): the refund never exceeds the capture, whatever races.
    uniqueIndex('payment_transactions_refund_uidx').on(t.paymentId).where(sql`kind = 'refund'`),
  ],
);

/**
 * A member's store credit (儲值金) movements at a store (spec §3 Store-credit transactions): the
 * balance itself is store_members.store_credit_cents (never below 0: store_members_store_credit_nonneg);
 * each order is paid once (ORDER_PAYMENT 1000) and refunded once (ORDER_REFUND 1001); a top-up at the store
 * (STORE_CREDIT_DEPOSIT 1002, recorded by a console staff member) is written once per request id.
 */
export const storeCreditTransactions = pgTable(
  'store_credit_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id').notNull(),
    storeId: integer('store_id').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** spec §3 Store-credit transactions: ORDER_PAYMENT 1000, ORDER_REFUND 1001, … */
    type: smallint('type').notNull(),
    /** Cents of TWD: negative for a payment, positive for a refund or a deposit. */
    amountCents: integer('amount_cents').notNull(),
    /** The balance after this movement, cents of TWD. */
    balanceCents: integer('balance_cents').notNull(),
    /** The console staff member who recorded a deposit (audit); null for the member's own payments. */
    staffId: integer('staff_id'),
    /** The console's id for a deposit request: a retried or double-clicked top-up is recorded once. */
    requestId: uuid('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('store_credit_transactions_member_idx').on(t.userId, t.storeId, t.createdAt),
    uniqueIndex('store_credit_transactions_request_uidx')
      .on(t.storeId, t.requestId)
      .where(sql`request_id is not null`),
    uniqueIndex('store_credit_transactions_order_type_uidx')
      .on(t.orderId, t.type)
      .where(sql`order_id is not null and type in (1000, 1001)`),
  ],
);

/** The sandbox provider's side: the payment as its hosted page saw it. */
export const sandboxPayments = pgTable('sandbox_payments', {
  /** The sandbox's transaction id (providerRef on our side). */
  ref: text('ref').primaryKey(),
  /** Our payments.id, echoed back like a provider's orderId. */
  paymentId: uuid('payment_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  /** What the page shows the diner, e.g. "50嵐 信義店 訂單 001". */
  description: text('description').notNull(),
  /** The payment method's path name (line_pay, …), for the page's title. */
  method: text('method').notNull(),
  /** null until the diner chooses on the hosted page; then 'paid' | 'failed' | 'cancelled'. */
  decision: text('decision'),
  /** Captured by a confirm (a LINE Pay–style two-step payment). */
  captured: smallint('captured').notNull().default(0),
  refundedCents: integer('refunded_cents').notNull().default(0),
  confirmUrl: text('confirm_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * A member's saved card (記住這張卡; spec §3 savedCreditCards, §7 credit cards). Never a card
 * number: the provider's card key and token (TapPay card_secret; kept server-side only, never answered),
 * the brand, the last four digits and the expiry. Written when the diner ticked remember at a card payment
 * and the provider answered the card (saved_at null: pending); kept only once that payment is PAID
 * (settle-payment sets saved_at in the same transaction), so a card whose 3-D Secure never finished is not
 * kept. The id is the card_identifier on the wire.
 */
export const memberCreditCards = pgTable(
  'member_credit_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The adapter that keeps the card ('tappay', 'sandbox'): it alone can charge it. */
    provider: text('provider').notNull(),
    cardKey: text('card_key').notNull(),
    cardToken: text('card_token').notNull(),
    /** spec §3 card brands: visa, mastercard, jcb, unionpay, amex, unknown. */
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    binCode: text('bin_code').notNull().default(''),
    /** YYYYMM when the provider told it. */
    expiry: text('expiry'),
    /**
     * One card, however often it is saved: the provider's card fingerprint (TapPay card_identifier) or else
     * brand:bin:last four:expiry. A member keeps one saved card per provider and fingerprint.
     */
    fingerprint: text('fingerprint').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** The payment that asked to keep it (until it is paid). */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** null while its payment is not paid yet (not listed, not payable). */
    savedAt: timestamp('saved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('member_credit_cards_user_idx').on(t.userId),
    index('member_credit_cards_payment_idx').on(t.paymentId),
    // At most one default card per member.
    uniqueIndex('member_credit_cards_one_default_uidx').on(t.userId).where(sql`is_default`),
    // Saving the same card again refreshes the saved one instead of listing it twice.
    uniqueIndex('member_credit_cards_fingerprint_uidx')
      .on(t.userId, t.provider, t.fingerprint)
      .where(sql`saved_at is not null`),
  ],
);
