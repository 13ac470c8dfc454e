/**
 * Online payments (spec §3 Payment types and Transaction record types, §4 Payment status, §5
 * "Money" and the wallet rules, §7 Payments, §8 payment result codes): the method names of the payment
 * endpoints and landing pages, the record type each payment type writes to an order's transactions, and the
 * wire contracts of `POST /api/payment/{method}` and `POST /api/payment/{method}/confirm`.
 * Money on the wire in whole TWD.
 */
import { z } from 'zod';
import { isOnlinePayment, PaymentStatus, PaymentType } from './enums';
import { FIELD_LIMITS } from './limits';
import { ZPaginationLinks } from './member-orders';
import { VALIDATION_MESSAGES } from './rules/validators';
import { zText } from './text';

/**
 * spec §7 Payments: the `{method}` of `POST /api/payment/{method}` and of the landing page
 * `/stores/{sid}/{method}` (spec §2), with the payment types each takes. Apple Pay and Google Pay are sent as
 * credit card (spec §7).
 */
export const PAYMENT_METHODS = {
  credit_card: [PaymentType.CREDIT_CARD, PaymentType.APPLE_PAY, PaymentType.GOOGLE_PAY],
  line_pay: [PaymentType.LINE_PAY],
  jko_pay: [PaymentType.JKO_PAY],
  plus_pay: [PaymentType.PLUS_PAY],
  tw_pay: [PaymentType.TW_PAY],
  px_pay: [PaymentType.PX_PAY],
  easy_wallet: [PaymentType.EASY_WALLET],
  taishin_credit_card: [PaymentType.TAISHIN_CREDIT_CARD],
} as const satisfies Record<string, readonly PaymentType[]>;
export type PaymentMethod = keyof typeof PAYMENT_METHODS;
/**
 * Every `{method}`: also the landing pages a provider sends the diner back to (spec §2
 * `/stores/{sid}/{method}`, with `credit_card` for the card's 3-D Secure return, ADR 015; Taiwan Pay's
 * `tw_pay/payment` is the same page).
 */
export const PAYMENT_METHOD_NAMES = Object.keys(PAYMENT_METHODS) as PaymentMethod[];

/** The `{method}` that pays an order of `paymentType`; null for a type paid offline (spec §5). */
export function paymentMethodOf(paymentType: number): PaymentMethod | null {
  if (!isOnlinePayment(paymentType)) return null;
  for (const method of PAYMENT_METHOD_NAMES) {
    if ((PAYMENT_METHODS[method] as readonly number[]).includes(paymentType)) return method;
  }
  return null;
}

/**
 * spec §3 Transaction record types of the types paid through this app (the spec shows "a long list; examples
 * cash 0, store credit 2, credit card 11, LINE Pay 80, JKO Pay 82, Taiwan Pay 87, Easy Wallet 96"; the full
 * list is not shown). Types it gives no number for are recorded as the card payment they are carried as:
 * Apple Pay, Google Pay and the Taishin card are card payments, and Plus Pay and PX Pay go through TapPay
 * like a card (PROVIDERS.md §4), so 11 until their own numbers are known (ADR 015). Cash, transfer, other and
 * pay on delivery are settled at the store and get no record here.
 */
const RECORD_TYPES: Partial<Record<PaymentType, number>> = {
  [PaymentType.STORE_CREDIT]: 2,
  [PaymentType.CREDIT_CARD]: 11,
  [PaymentType.LINE_PAY]: 80,
  [PaymentType.JKO_PAY]: 82,
  [PaymentType.PLUS_PAY]: 11,
  [PaymentType.TW_PAY]: 87,
  [PaymentType.PX_PAY]: 11,
  [PaymentType.EASY_WALLET]: 96,
  [PaymentType.TAISHIN_CREDIT_CARD]: 11,
  [PaymentType.GOOGLE_PAY]: 11,
  [PaymentType.APPLE_PAY]: 11,
};

/** The spec §3 transaction record type of a payment through this app; null for a type settled at the store. */
export function transactionRecordType(paymentType: number): number | null {
  return RECORD_TYPES[paymentType as PaymentType] ?? null;
}

/** spec §8 payment result codes, as `result` of a confirm. */
export const PaymentResult = {
  NORMAL: 0,
  JKO_STORE_NOT_FOUND: 200,
  APPLE_PAY_CANCEL: 401,
  ERROR: 500,
} as const;
export type PaymentResult = (typeof PaymentResult)[keyof typeof PaymentResult];

/**
 * True when the store may see the order (ADR 015: an order with an online type is created UNPAID and
 * is not shown to the store until paid): paid at the store, or paid in full through the app. The database
 * applies the same rule (store-orders.queries.ts, which also keeps a refunded order on the board, and the
 * trigger in apps/api/src/db/functions/iding_order_released.sql, which takes RELEASED_ON_CREATE_PAYMENT_TYPES
 * from here).
 */
export function isReleasedToStore(order: { payment_type: number; payment_status: number }): boolean {
  return !isPaidThroughApp(order.payment_type) || order.payment_status === PaymentStatus.PAID_FULL;
}

/**
 * Types paid through this app before the store sees the order (ADR 015): the online types, and store credit
 * (儲值金, paid from the member's balance by POST /api/payment/store_credits).
 */
export function isPaidThroughApp(paymentType: number): boolean {
  return isOnlinePayment(paymentType) || paymentType === PaymentType.STORE_CREDIT;
}

/** Payment types whose orders reach the store as soon as they are placed (paid at the store: cash 0, other 3,
 * transfer 4, pay on delivery 5), for queries that filter by isReleasedToStore. */
export const RELEASED_ON_CREATE_PAYMENT_TYPES: number[] = Object.values(PaymentType).filter(
  (p) => !isPaidThroughApp(p),
);

/** spec §3 Store-credit transactions. */
export const StoreCreditTransactionType = {
  NOT_SUPPORT: 0,
  ORDER_PAYMENT: 1000,
  ORDER_REFUND: 1001,
  STORE_CREDIT_DEPOSIT: 1002,
  STORE_CREDIT_REDEEM: 1003,
  STORE_CREDIT_PROMOTION: 1004,
  MISC_INCOME: 1005,
  MISC_EXPENSE: 1006,
  ADJUST: 1007,
} as const;

/** zh-TW names of the store-credit movements (spec §3 Store-credit transactions), as the member's list shows them. */
export const STORE_CREDIT_TRANSACTION_NAMES: Record<number, string> = {
  [StoreCreditTransactionType.ORDER_PAYMENT]: '訂單付款',
  [StoreCreditTransactionType.ORDER_REFUND]: '訂單退款',
  [StoreCreditTransactionType.STORE_CREDIT_DEPOSIT]: '儲值',
  [StoreCreditTransactionType.STORE_CREDIT_REDEEM]: '兌換',
  [StoreCreditTransactionType.STORE_CREDIT_PROMOTION]: '儲值贈送',
  [StoreCreditTransactionType.MISC_INCOME]: '其他收入',
  [StoreCreditTransactionType.MISC_EXPENSE]: '其他支出',
  [StoreCreditTransactionType.ADJUST]: '調整',
};

/** The most one top-up at the counter may add, TWD (a typo guard: 50,000 rather than 500,000). */
export const STORE_CREDIT_DEPOSIT_MAX = 50_000;
/** The most a member's balance at one store may hold, TWD (stays far inside the integer cents column). */
export const STORE_CREDIT_BALANCE_MAX = 1_000_000;

/**
 * Console `POST /api/console/stores/{sid}/store_credits` body: staff record a top-up (儲值) the member paid
 * at the counter (spec §3 STORE_CREDIT_DEPOSIT 1002).
 */
export const ZStoreCreditDepositRequest = z.strictObject({
  phone: zText()
    .min(1, VALIDATION_MESSAGES.required)
    .max(FIELD_LIMITS.phoneInput, VALIDATION_MESSAGES.max(FIELD_LIMITS.phoneInput))
    .describe("The member's mobile number as they say it, e.g. 0912345678"),
  country_code: z
    .string()
    .regex(/^\d{1,4}$/, '國碼格式錯誤')
    .default('886')
    .describe('Calling code without "+" (default 886)'),
  amount: z
    .number({ error: '請輸入儲值金額' })
    .int('儲值金額須為整數元')
    .min(1, '儲值金額至少 1 元')
    .max(STORE_CREDIT_DEPOSIT_MAX, `單次儲值最多 ${STORE_CREDIT_DEPOSIT_MAX.toLocaleString('en-US')} 元`)
    .describe(`TWD received at the counter, 1–${STORE_CREDIT_DEPOSIT_MAX}`),
  request_id: z
    .uuid('request_id 格式錯誤')
    .describe('A new id per top-up from the console: a retried or double-clicked top-up is recorded once'),
});
export type StoreCreditDepositRequest = z.input<typeof ZStoreCreditDepositRequest>;

/** The recorded top-up: who, how much, and the balance after it. */
export const ZStoreCreditDepositResponse = z.object({
  name: zText().describe(
    "The member's name masked (王○明: first and last character kept, maskName), for the staff member to " +
      'check with the diner; never the full name',
  ),
  phone: zText().describe('The number as shown to its owner, e.g. 0912345678'),
  amount: z.number().describe('TWD added'),
  store_credit: z.number().describe('The balance at this store after the top-up, TWD'),
  created_at: z.number().describe('Epoch seconds'),
});
export type StoreCreditDepositResponse = z.infer<typeof ZStoreCreditDepositResponse>;

/** spec §7 `GET /api/user/transactions/store_credits?page&per_page=30[&identifier]` query. */
export const ZStoreCreditHistoryQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe('1-based page'),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(100, '每頁最多 100 筆')
    .default(30)
    .describe('Movements a page, 1–100 (default 30, spec §9)'),
  identifier: zText().min(1).max(100).optional().describe('Only the movements at this store'),
});
export type StoreCreditHistoryQuery = z.infer<typeof ZStoreCreditHistoryQuery>;

/** One movement of the member's store credit (spec §3 Store-credit transactions). */
export const ZStoreCreditHistoryEntry = z.object({
  id: zText(),
  type: z
    .number()
    .int()
    .describe('spec §3: ORDER_PAYMENT 1000, ORDER_REFUND 1001, STORE_CREDIT_DEPOSIT 1002, …'),
  type_name: zText().describe('zh-TW, e.g. 儲值'),
  amount: z.number().describe('TWD: negative for a payment, positive for a refund or a top-up'),
  balance: z.number().describe('The balance at that store after this movement, TWD'),
  order_id: zText().nullable().describe('The order paid or refunded, null for a top-up'),
  identifier: zText().describe('Store identifier'),
  store_name: zText(),
  created_at: z.number().describe('Epoch seconds'),
});
export type StoreCreditHistoryEntry = z.infer<typeof ZStoreCreditHistoryEntry>;

/** The member's store-credit movements, newest first, with pagination links (spec §3 "store-credit list"). */
export const ZStoreCreditHistoryResponse = z.object({
  data: z.array(ZStoreCreditHistoryEntry),
  links: ZPaginationLinks,
});
export type StoreCreditHistoryResponse = z.infer<typeof ZStoreCreditHistoryResponse>;

/** spec §7 `POST /api/payment/store_credits` body: pay a member's order from their balance at its store. */
export const ZStoreCreditPaymentRequest = z.strictObject({
  order_id: zText().max(100),
  identifier: zText().max(100),
});

/**
 * C0 control characters and DEL (U+0000–U+001F, U+007F). Browsers drop tabs and newlines anywhere in a URL and
 * trim the others at its ends (WHATWG URL), so `/\t/evil.example` is followed as `//evil.example`, another site.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * True when `path` can only lead to this site: it starts with one `/` (not `//`, protocol-relative), holds no
 * backslash (browsers read `\` as `/`) and no control character (CONTROL_CHARACTER).
 */
export function isSameSitePath(path: string): boolean {
  return (
    path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !CONTROL_CHARACTER.test(path)
  );
}

/**
 * A path of this app (never another site): where a provider sends the diner back (spec §7 confirm_url,
 * cancel_url). A control character is refused with 「返回網址不可含有控制字元」, anything else that is not
 * isSameSitePath with 「返回網址須為本站的路徑」 (400 validation_error).
 */
const zReturnPath = zText()
  .max(500)
  .refine((p) => !CONTROL_CHARACTER.test(p), { message: '返回網址不可含有控制字元', abort: true })
  .refine(isSameSitePath, { message: '返回網址須為本站的路徑' });

/** spec §7 `POST /api/payment/{method}` body (wallets and the sandbox card form). */
export const ZPaymentRequest = z.strictObject({
  order_id: zText().max(100).describe('The order to pay (POST /api/orders/order id)'),
  identifier: zText().max(100).describe("The order's store identifier"),
  confirm_url: zReturnPath.describe(
    'This app\'s landing page (spec §2), e.g. "/stores/{sid}/line_pay?order_id=…"',
  ),
  cancel_url: zReturnPath.optional().describe('Where a cancelled payment returns; default confirm_url'),
  for_pc: z.boolean().optional().describe('Desktop browser (spec §5: Plus Pay, PX Pay, Taishin send it)'),
  payment_type: z
    .number()
    .int()
    .optional()
    .describe(
      "改用其他付款方式 (ADR 015): another online payment type (spec §3) the store offers for the order's order " +
        "type, paid through this {method}; the unpaid order switches to it. Left out: the order's own type.",
    ),
});
export type PaymentRequest = z.infer<typeof ZPaymentRequest>;

/** spec §5: a card payment needs one of them. */
export const PRIME_REQUIRED_MESSAGE = '請輸入信用卡資料（Prime or card identifier is required）';

/**
 * spec §7 `POST /api/payment/credit_card` body (cards, and Apple Pay / Google Pay sent as card): the
 * provider's single-use `prime` (TapPay fields; the sandbox card form), or a saved card's `card_identifier`.
 * Never a card number. spec §5: "Prime or card identifier is required".
 */
export const ZCreditCardPaymentRequest = z
  .strictObject({
    order_id: zText().max(100),
    identifier: zText().max(100),
    prime: zText().min(1).max(200).optional().describe("The card provider's single-use prime"),
    card_identifier: zText().min(1).max(100).optional().describe('A saved card'),
    remember: z
      .boolean()
      .optional()
      .describe(
        '記住這張卡: save the card once the payment is PAID (members, card primes only, never wallets)',
      ),
    confirm_url: zReturnPath.describe(
      'Where the 3-D Secure step returns: "/stores/{sid}/credit_card?order_id=…" (ADR 015)',
    ),
    cancel_url: zReturnPath.optional(),
    for_pc: z.boolean().optional(),
    payment_type: ZPaymentRequest.shape.payment_type,
  })
  .refine((b) => b.prime !== undefined || b.card_identifier !== undefined, {
    message: PRIME_REQUIRED_MESSAGE,
    path: ['prime'],
  });
export type CreditCardPaymentRequest = z.infer<typeof ZCreditCardPaymentRequest>;

/**
 * Why a card payment was declined, as the landing page tells the diner (docs/features.md "Online payments";
 * PROVIDERS.md §2 TapPay's bank answers): bank_declined 發卡銀行拒絕交易, insufficient_funds 餘額不足,
 * card_expired 卡片已過期.
 */
export const DECLINE_CODES = ['bank_declined', 'insufficient_funds', 'card_expired'] as const;
export type DeclineCode = (typeof DECLINE_CODES)[number];

/**
 * The sandbox card form's test cards (PROVIDERS.md §2 TapPay test card): 4242 4242 4242 4242
 * pays; 4000 0000 0000 0002 is declined by the bank, 4000 0000 0000 9995 for insufficient funds and
 * 4000 0000 0000 0069 as expired. The form turns a card into a prime in the browser (as TapPay's
 * getPrime does) and only the prime reaches the API: `test_sandbox_{ok|declined}_{last four}_{random}`.
 */
export const SANDBOX_TEST_CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
} as const;

/** Why the sandbox declines a test card, by its last four digits (SANDBOX_TEST_CARDS); bank_declined else. */
export function sandboxDeclineCode(lastFour: string): DeclineCode {
  if (lastFour === SANDBOX_TEST_CARDS.insufficientFunds.slice(-4)) return 'insufficient_funds';
  if (lastFour === SANDBOX_TEST_CARDS.expired.slice(-4)) return 'card_expired';
  return 'bank_declined';
}

const DECLINED_TEST_CARDS: readonly string[] = [
  SANDBOX_TEST_CARDS.declined,
  SANDBOX_TEST_CARDS.insufficientFunds,
  SANDBOX_TEST_CARDS.expired,
];
const SANDBOX_PRIME = /^test_sandbox_(ok|declined)_(\d{4})_(?:(\d{4})_)?[0-9a-z-]{8,64}$/;

/**
 * The sandbox prime of a test card number (spaces ignored); null for any other number.
 * @param expiry optional MMYY of the card (the sandbox tells it back for a saved card, as TapPay's card_info).
 */
export function sandboxPrimeOf(cardNumber: string, random: string, expiry?: string): string | null {
  const digits = cardNumber.replace(/\s+/g, '');
  const outcome =
    digits === SANDBOX_TEST_CARDS.ok ? 'ok' : DECLINED_TEST_CARDS.includes(digits) ? 'declined' : null;
  const exp = expiry && /^\d{4}$/.test(expiry) ? `${expiry}_` : '';
  return outcome ? `test_sandbox_${outcome}_${digits.slice(-4)}_${exp}${random.toLowerCase()}` : null;
}

/** What a sandbox prime stands for (expiry MMYY when the form sent it); null for a malformed prime. */
export function parseSandboxPrime(
  prime: string,
): { outcome: 'ok' | 'declined'; lastFour: string; expiry?: string } | null {
  const m = SANDBOX_PRIME.exec(prime);
  if (!m) return null;
  return { outcome: m[1] as 'ok' | 'declined', lastFour: m[2]!, ...(m[3] ? { expiry: m[3] } : {}) };
}

/** spec §3 card brands. */
export const CARD_BRANDS = ['visa', 'mastercard', 'jcb', 'unionpay', 'amex', 'unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/**
 * A member's saved card as `GET /api/user/credit_cards` lists it (spec §3 savedCreditCards, §7 credit cards;
 * ADR 015). Never a card number nor the provider's key: the brand, the last four digits, the expiry
 * and whether it is the default card. `card_identifier` is what `POST /api/payment/credit_card` and the
 * remove / default calls take.
 */
export const ZSavedCreditCard = z.object({
  card_identifier: z.string().describe('This saved card (send as card_identifier / cardIdentifier)'),
  brand: z.enum(CARD_BRANDS).describe('spec §3 card brands'),
  last_four: z.string().describe('The last four digits, e.g. "4242"'),
  expiry: z.string().nullable().describe('MM/YY when the provider told it, else null'),
  is_default: z.boolean().describe('The card offered first at checkout'),
});
export type SavedCreditCard = z.infer<typeof ZSavedCreditCard>;

/** spec §7 `GET /api/user/credit_cards`: the member's saved cards, the default first, then newest first. */
export const ZSavedCreditCardsResponse = z.object({ data: z.array(ZSavedCreditCard) });
export type SavedCreditCardsResponse = z.infer<typeof ZSavedCreditCardsResponse>;

/** spec §7 `DELETE /api/user/credit_card/remove` and `PUT /api/user/credit_card/default` body. */
export const ZCardIdentifierRequest = z.strictObject({
  cardIdentifier: zText().min(1).max(100).describe('A saved card of the member (card_identifier)'),
});

/** The types of an order type's payment list (spec §3) paid online through this app, in the store's order. */
export function onlinePaymentTypes(payments: readonly number[]): number[] {
  return payments.filter((p) => paymentMethodOf(p) !== null);
}

/** spec §7 payment start response: where the diner pays. */
export const ZPaymentResponse = z.object({
  payment_url: zText().describe('Open this to pay at the provider'),
  reserve: z
    .object({ payment_url_web: zText() })
    .optional()
    .describe('LINE Pay: the same URL as reserve.payment_url_web (spec §7)'),
  qrcode: zText().optional().describe('Taiwan Pay on desktop: the QR code content to scan'),
  expires_at: z.number().int().describe('Epoch seconds: the unpaid order expires then'),
});
export type PaymentResponse = z.infer<typeof ZPaymentResponse>;

/** spec §7 `POST /api/payment/{method}/confirm` body. */
export const ZPaymentConfirmRequest = z.strictObject({
  order_id: zText().max(100),
  identifier: zText().max(100).optional(),
  /** LINE Pay and Taishin send it back (spec §7); never trusted: the server asks the provider. */
  bank_transaction_id: zText().max(100).optional(),
  transactionId: zText().max(100).optional(),
});

/** spec §7 confirm response: the outcome as the provider told it, and the order's payment status. */
export const ZPaymentConfirmResponse = z.object({
  result: z.number().int().describe('spec §8: NORMAL 0 paid; ERROR 500 otherwise'),
  state: z
    .enum(['paid', 'pending', 'failed', 'cancelled', 'refunded'])
    .describe(
      'pending: not finished at the provider yet (retry in 2 s, spec §4 JKO); refunded: paid after the order expired',
    ),
  order_id: zText(),
  payment_status: z.number().int().describe('spec §4: UNPAID 0, PAID_FULL 2, REFUNDED 3'),
  payment_status_name: zText(),
  message: zText().describe('zh-TW: what happened and what to do next'),
  decline_code: z
    .enum(DECLINE_CODES)
    .optional()
    .describe('failed card payments: why the card was declined, when the provider told it'),
  expires_at: z
    .number()
    .int()
    .optional()
    .describe(
      'Epoch seconds: an unpaid order is cancelled then (PAYMENT_TTL_MINUTES after it was placed); with failed, cancelled and pending',
    ),
});
export type PaymentConfirmResponse = z.infer<typeof ZPaymentConfirmResponse>;
