/**
 * A fake TapPay backend API (PROVIDERS.md §2) for the adapter tests. It checks what TapPay documents:
 * `x-api-key` equal to `partner_key` in the body (80 otherwise), JSON, the required pay-by-prime arguments
 * (501 when one is missing), a known merchant id, single-use primes (121 once used or unknown, 91 expired),
 * `result_url` with both URLs for 3-D Secure and wallets (which answer `payment_url` and stay pending until
 * the diner finishes), card_secret only for a remembered card prime, pay-by-token with a saved card, the
 * Record API by rec_trade_id (status 2 when none), and refunds no larger than what remains (10021 [?]).
 * `issuePrime`, `finish` and `failNext` play the diner's and the bank's parts.
 */
import { type FakeAnswer, type FakeRequest, type HttpFake, startHttpFake } from './http-fake';

export const TAPPAY_PARTNER_KEY = 'partner_test_key';
export const TAPPAY_MERCHANTS = {
  credit_card: 'iding_CTBC',
  taishin_credit_card: 'iding_TAISHIN',
  easy_wallet: 'iding_EASY_WALLET',
  plus_pay: 'iding_TW_PLUS_PAY',
  px_pay: 'iding_PX_PAY_PLUS',
};

type PrimeKind = 'card' | 'apple_pay' | 'google_pay' | 'easy_wallet' | 'plus_pay' | 'px_pay';
const PREFIX: Record<PrimeKind, string> = {
  card: 'test_',
  apple_pay: 'ap_test_',
  google_pay: 'gp_test_',
  easy_wallet: 'ew_test_',
  plus_pay: 'ps_test_',
  px_pay: 'px_test_',
};

export interface FakeTapPayRecord {
  rec_trade_id: string;
  order_number: string;
  merchant_id: string;
  amount: number;
  refunded: number;
  record_status: number;
  request: Record<string, unknown>;
}

export interface TapPayFake extends HttpFake {
  records: Map<string, FakeTapPayRecord>;
  /** A fresh single-use prime of a kind; `decline` makes the bank refuse it (10003). */
  issuePrime(kind?: PrimeKind, opts?: { decline?: boolean; expired?: boolean }): string;
  /** The diner finished 3-D Secure or the wallet: paid (record_status 0) or not (-1). */
  finish(recTradeId: string, paid: boolean): void;
  /** The next call to `path` answers `status` and changes nothing. */
  failNext(path: string, status: number): void;
}

export async function startTapPayFake(): Promise<TapPayFake> {
  const records = new Map<string, FakeTapPayRecord>();
  const primes = new Map<string, { kind: PrimeKind; decline: boolean; expired: boolean; used: boolean }>();
  const cards = new Map<string, string>(); // card_key → card_token
  const failures: { path: string; status: number }[] = [];
  let seq = 0;
  const answer = (status: number, msg: string, extra: Record<string, unknown> = {}): FakeAnswer => ({
    body: { status, msg, ...extra },
  });
  const missing = (body: Record<string, unknown>, keys: string[]) => keys.find((k) => body[k] === undefined);

  function pay(body: Record<string, unknown>, byToken: boolean): FakeAnswer {
    const required = byToken
      ? ['card_key', 'card_token', 'merchant_id', 'amount', 'details']
      : ['prime', 'merchant_id', 'amount', 'details', 'cardholder'];
    const gone = missing(body, required);
    if (gone) return answer(501, `Missing required argument: ${gone}`);
    const cardholder = body.cardholder as Record<string, unknown> | undefined;
    if (
      !byToken &&
      (['phone_number', 'name', 'email'] as const).some((k) => typeof cardholder?.[k] !== 'string')
    ) {
      return answer(501, 'Missing required argument: cardholder');
    }
    if (!Object.values(TAPPAY_MERCHANTS).includes(String(body.merchant_id))) {
      return answer(10008, 'Merchant not found');
    }
    if (!Number.isInteger(body.amount) || (body.amount as number) <= 0 || body.currency !== 'TWD') {
      return answer(10009, 'Amount error');
    }
    let kind: PrimeKind = 'card';
    let decline = false;
    if (byToken) {
      if (cards.get(String(body.card_key)) !== body.card_token)
        return answer(10003, 'Card error: invalid card token');
    } else {
      const prime = primes.get(String(body.prime));
      if (!prime || prime.used) return answer(121, 'Invalid prime');
      if (prime.expired) return answer(91, 'Prime expired');
      prime.used = true;
      kind = prime.kind;
      decline = prime.decline;
    }
    const wallet = kind === 'easy_wallet' || kind === 'plus_pay' || kind === 'px_pay';
    const redirect = wallet || body.three_domain_secure === true;
    const result = body.result_url as Record<string, unknown> | undefined;
    if (
      redirect &&
      (typeof result?.frontend_redirect_url !== 'string' || typeof result.backend_notify_url !== 'string')
    ) {
      return answer(501, 'Missing required argument: result_url');
    }
    const recTradeId = `D${String(20261126000000 + ++seq)}`;
    if (decline) {
      records.set(recTradeId, record(recTradeId, body, -1));
      return answer(10003, 'Card error', { rec_trade_id: recTradeId });
    }
    records.set(recTradeId, record(recTradeId, body, redirect ? 4 : 0));
    let cardSecret: Record<string, string> | undefined;
    if (body.remember === true && kind === 'card') {
      const key = `key-${seq}`;
      const token = `token-${seq}`;
      cards.set(key, token);
      cardSecret = { card_key: key, card_token: token };
    }
    return answer(0, 'Success', {
      rec_trade_id: recTradeId,
      bank_transaction_id: `TP${seq}`,
      amount: body.amount,
      order_number: body.order_number ?? '',
      acquirer: 'TW_CTBC',
      card_info: wallet
        ? undefined
        : { bin_code: '424242', last_four: '4242', type: 1, funding: 0, expiry_date: '203012' },
      // TapPay's fingerprint of the card number: the same for every payment with this (the fake's one) card.
      ...(wallet ? {} : { card_identifier: 'fp-4242-203012' }),
      ...(cardSecret ? { card_secret: cardSecret } : {}),
      ...(redirect ? { payment_url: `https://sandbox-redirect.tappaysdk.com/redirect/${recTradeId}` } : {}),
      transaction_time_millis: 1_795_000_000_000,
    });
  }

  function record(id: string, body: Record<string, unknown>, status: number): FakeTapPayRecord {
    return {
      rec_trade_id: id,
      order_number: String(body.order_number ?? ''),
      merchant_id: String(body.merchant_id),
      amount: body.amount as number,
      refunded: 0,
      record_status: status,
      request: body,
    };
  }

  function handle(req: FakeRequest): FakeAnswer {
    if (req.method !== 'POST') return { status: 405, body: { status: 4, msg: 'POST only' } };
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(req.body) as Record<string, unknown>;
    } catch {
      return answer(4, 'Invalid JSON');
    }
    if (
      req.headers['x-api-key'] !== TAPPAY_PARTNER_KEY ||
      body.partner_key !== TAPPAY_PARTNER_KEY ||
      !String(req.headers['content-type']).startsWith('application/json')
    ) {
      return answer(80, 'Invalid x-api-key or partner_key');
    }
    const failure = failures.findIndex((f) => f.path === req.path);
    if (failure >= 0) {
      const { status } = failures.splice(failure, 1)[0]!;
      return answer(status, 'Forced failure');
    }
    switch (req.path) {
      case '/tpc/payment/pay-by-prime':
        return pay(body, false);
      case '/tpc/payment/pay-by-token':
        return pay(body, true);
      case '/tpc/transaction/query': {
        const filters = body.filters as Record<string, unknown> | undefined;
        const rec = records.get(String(filters?.rec_trade_id ?? ''));
        if (!rec) return answer(2, 'End of list', { number_of_transactions: 0, trade_records: [] });
        return answer(0, 'Success', {
          number_of_transactions: 1,
          trade_records: [
            {
              rec_trade_id: rec.rec_trade_id,
              order_number: rec.order_number,
              amount: rec.amount,
              refunded_amount: rec.refunded,
              record_status: rec.record_status,
              currency: 'TWD',
            },
          ],
        });
      }
      case '/tpc/transaction/refund': {
        const rec = records.get(String(body.rec_trade_id ?? ''));
        if (!rec || ![0, 1, 2].includes(rec.record_status))
          return answer(10002, 'Transaction not found or not refundable');
        const amount = (body.amount as number | undefined) ?? rec.amount - rec.refunded;
        if (!Number.isInteger(amount) || amount <= 0 || amount > rec.amount - rec.refunded) {
          return answer(10021, 'Refund amount exceeds the refundable amount');
        }
        rec.refunded += amount;
        rec.record_status = rec.refunded === rec.amount ? 3 : 2;
        return answer(0, 'Success', {
          refund_id: `R${rec.rec_trade_id}-${rec.refunded}`,
          refund_amount: amount,
          is_captured: true,
          currency: 'TWD',
        });
      }
      default:
        return { status: 404, body: { status: 4, msg: 'Not found' } };
    }
  }

  const http = await startHttpFake(handle);
  let primeSeq = 0;
  return Object.assign(http, {
    records,
    issuePrime(kind: PrimeKind = 'card', opts: { decline?: boolean; expired?: boolean } = {}) {
      const prime = `${PREFIX[kind]}${++primeSeq}${'0'.repeat(20)}`;
      primes.set(prime, { kind, decline: !!opts.decline, expired: !!opts.expired, used: false });
      return prime;
    },
    finish(recTradeId: string, paid: boolean) {
      const rec = records.get(recTradeId);
      if (!rec) throw new Error(`no record ${recTradeId}`);
      rec.record_status = paid ? 0 : -1;
    },
    failNext(path: string, status: number) {
      failures.push({ path, status });
    },
  });
}
