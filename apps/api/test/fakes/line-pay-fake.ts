/**
 * A fake LINE Pay Online API v3 (PROVIDERS.md §1) for the adapter tests. It checks every call as LINE Pay
 * documents it: X-LINE-ChannelId, a nonce used once, and X-LINE-Authorization = Base64(HMAC-SHA256(secret,
 * secret + path + body-or-query + nonce)) computed here from the raw request (1106 otherwise); request bodies
 * whose amount differs from Σ packages (2101); duplicate orderIds (1172); confirm amount (1153), a confirm of
 * a captured payment (1172), over-refunds (1164/1165). Transaction ids are 19-digit JSON numbers (> 2^53).
 * `authenticate`, `cancel`, `decline` play the diner's part; `failNext` makes the next call of a path answer
 * a given code.
 */
import { createHmac } from 'node:crypto';
import { type FakeAnswer, type FakeRequest, type HttpFake, startHttpFake } from './http-fake';

export const LINE_CHANNEL_ID = '1656000000';
export const LINE_CHANNEL_SECRET = 'line-secret-for-tests';

type TxState = 'requested' | 'authenticated' | 'cancelled' | 'failed' | 'captured';

export interface FakeLineTx {
  id: bigint;
  orderId: string;
  amount: number;
  state: TxState;
  refunds: { id: bigint; amount: number }[];
  request: Record<string, unknown>;
}

export interface LinePayFake extends HttpFake {
  txs: Map<string, FakeLineTx>;
  /** The diner logged in and approved at LINE Pay (check 0110; Confirm may capture). */
  authenticate(transactionId: string): void;
  cancel(transactionId: string): void;
  decline(transactionId: string): void;
  /** The next call whose path contains `pathPart` answers `returnCode` (and changes nothing). */
  failNext(pathPart: string, returnCode: string): void;
  /** Confirm captures but its answer is this code (LINE Pay's "duplicate / in progress" after the fact). */
  captureButAnswer: string | null;
}

function sign(path: string, payload: string, nonce: string): string {
  return createHmac('sha256', LINE_CHANNEL_SECRET)
    .update(LINE_CHANNEL_SECRET + path + payload + nonce)
    .digest('base64');
}

export async function startLinePayFake(): Promise<LinePayFake> {
  const txs = new Map<string, FakeLineTx>();
  const nonces = new Set<string>();
  const failures: { pathPart: string; returnCode: string }[] = [];
  // 19 digits, beyond Number.MAX_SAFE_INTEGER (9007199254740991, 16 digits).
  let nextId = 2026112612345678901n;
  const ok = (info?: unknown): FakeAnswer => ({
    body: { returnCode: '0000', returnMessage: 'Success.', ...(info !== undefined ? { info } : {}) },
  });
  const code = (returnCode: string, returnMessage = 'error'): FakeAnswer => ({
    body: { returnCode, returnMessage },
  });

  function handle(req: FakeRequest): FakeAnswer {
    const nonce = String(req.headers['x-line-authorization-nonce'] ?? '');
    const signature = String(req.headers['x-line-authorization'] ?? '');
    const payload = req.method === 'GET' ? req.query : req.body;
    if (
      req.headers['x-line-channelid'] !== LINE_CHANNEL_ID ||
      nonce === '' ||
      nonces.has(nonce) ||
      signature !== sign(req.path, payload, nonce) ||
      (req.method === 'POST' && req.headers['content-type'] !== 'application/json')
    ) {
      return code('1106', 'Header information error.');
    }
    nonces.add(nonce);
    const failure = failures.findIndex(
      (f) => req.path.includes(f.pathPart) || req.query.includes(f.pathPart),
    );
    if (failure >= 0) return code(failures.splice(failure, 1)[0]!.returnCode);

    const body = req.method === 'POST' ? (JSON.parse(req.body || '{}') as Record<string, unknown>) : {};
    if (req.method === 'POST' && req.path === '/v3/payments/request') {
      const packages = body.packages as { amount: number; products: { quantity: number; price: number }[] }[];
      const sumPackages = packages.reduce((s, p) => s + p.amount, 0);
      const packagesOk = packages.every(
        (p) => p.amount === p.products.reduce((s, x) => s + x.quantity * x.price, 0),
      );
      const urls = body.redirectUrls as { confirmUrl?: string; cancelUrl?: string } | undefined;
      if (
        body.currency !== 'TWD' ||
        !Number.isInteger(body.amount) ||
        body.amount !== sumPackages ||
        !packagesOk ||
        !urls?.confirmUrl?.startsWith('http') ||
        !urls.cancelUrl?.startsWith('http')
      ) {
        return code('2101', 'Parameter error.');
      }
      if ([...txs.values()].some((t) => t.orderId === body.orderId))
        return code('1172', 'Existing same orderId.');
      const id = nextId++;
      txs.set(String(id), {
        id,
        orderId: String(body.orderId),
        amount: body.amount as number,
        state: 'requested',
        refunds: [],
        request: body,
      });
      return ok({
        transactionId: id,
        paymentAccessToken: '187568751124',
        paymentUrl: {
          web: `https://sandbox-web-pay.line.me/web/payment/wait?transactionReserveId=${id}`,
          app: `line://pay/payment/${id}`,
        },
      });
    }
    const confirm = /^\/v3\/payments\/(\d+)\/confirm$/.exec(req.path);
    if (req.method === 'POST' && confirm) {
      const tx = txs.get(confirm[1]!);
      if (!tx) return code('1150', 'Transaction record not found.');
      if (body.currency !== 'TWD') return code('2101', 'Parameter error.');
      if (tx.state === 'captured') return code('1172', 'Existing same orderId.');
      if (tx.state === 'requested')
        return code('1169', 'Payment method and password must be verified at LINE Pay.');
      if (tx.state === 'cancelled') return code('1180', 'The payment deadline has expired.');
      if (tx.state === 'failed') return code('1281', 'Credit card payment error.');
      if (body.amount !== tx.amount) return code('1153', 'The payment amount differs from the request.');
      tx.state = 'captured';
      if (fake.captureButAnswer) return code(fake.captureButAnswer, 'Duplicate request.');
      return ok({
        orderId: tx.orderId,
        transactionId: tx.id,
        payInfo: [{ method: 'CREDIT_CARD', amount: tx.amount, maskedCreditCardNumber: '************1111' }],
      });
    }
    const refund = /^\/v3\/payments\/(\d+)\/refund$/.exec(req.path);
    if (req.method === 'POST' && refund) {
      const tx = txs.get(refund[1]!);
      if (tx?.state !== 'captured') return code('1150', 'Transaction record not found.');
      const refunded = tx.refunds.reduce((s, r) => s + r.amount, 0);
      const amount = (body.refundAmount as number | undefined) ?? tx.amount - refunded;
      if (refunded >= tx.amount) return code('1165', 'Transaction already refunded.');
      if (amount > tx.amount - refunded) return code('1164', 'Exceeds refundable amount.');
      const id = nextId++;
      tx.refunds.push({ id, amount });
      return ok({ refundTransactionId: id, refundTransactionDate: '2026-11-26T13:00:00Z' });
    }
    if (req.method === 'GET' && req.path === '/v3/payments') {
      const params = new URLSearchParams(req.query);
      const tx = txs.get(params.get('transactionId') ?? '');
      if (tx?.state !== 'captured') return ok([]);
      return ok([
        {
          transactionId: tx.id,
          transactionDate: '2026-11-26T13:00:00Z',
          transactionType: 'PAYMENT',
          productName: 'iDing',
          currency: 'TWD',
          payInfo: [{ method: 'CREDIT_CARD', amount: tx.amount }],
          refundList: tx.refunds.map((r) => ({
            refundTransactionId: r.id,
            transactionType: 'PAYMENT_REFUND',
            refundAmount: -r.amount,
          })),
        },
      ]);
    }
    const check = /^\/v3\/payments\/requests\/(\d+)\/check$/.exec(req.path);
    if (req.method === 'GET' && check) {
      const tx = txs.get(check[1]!);
      if (!tx) return code('1150', 'Transaction record not found.');
      const codes: Record<TxState, string> = {
        requested: '0000',
        authenticated: '0110',
        cancelled: '0121',
        failed: '0122',
        captured: '0123',
      };
      return code(codes[tx.state], 'check');
    }
    return { status: 404, body: { returnCode: '9000', returnMessage: 'not found' } };
  }

  const http = await startHttpFake(handle);
  const set = (id: string, state: TxState) => {
    const tx = txs.get(id);
    if (!tx) throw new Error(`no transaction ${id}`);
    tx.state = state;
  };
  const fake: LinePayFake = Object.assign(http, {
    txs,
    authenticate: (id: string) => set(id, 'authenticated'),
    cancel: (id: string) => set(id, 'cancelled'),
    decline: (id: string) => set(id, 'failed'),
    failNext: (pathPart: string, returnCode: string) => failures.push({ pathPart, returnCode }),
    captureButAnswer: null as string | null,
  });
  return fake;
}
