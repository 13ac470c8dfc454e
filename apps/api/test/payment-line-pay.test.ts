/**
 * The LINE Pay Online API v3 adapter (PROVIDERS.md §1) against a local fake that verifies the
 * HMAC-SHA256 signature of every call and answers the documented return codes: request → confirm → details →
 * refund, 19-digit transaction ids kept exact, duplicate / in-progress codes reconciled through Payment
 * Details, the 15 s confirm deadline (spec §9), and refunds beyond the paid amount refused.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CreatePaymentInput } from '../src/providers/payment/index';
import { createLinePay, linePaySignature } from '../src/providers/payment/line-pay';
import {
  PaymentDeclinedError,
  PaymentProviderError,
  PaymentRefundRefusedError,
  PaymentTimeoutError,
} from '../src/providers/payment/provider-http';
import {
  LINE_CHANNEL_ID,
  LINE_CHANNEL_SECRET,
  type LinePayFake,
  startLinePayFake,
} from './fakes/line-pay-fake';

const ORIGIN = 'https://order.example.tw';
let fake: LinePayFake;
let seq = 0;

const adapter = (overrides: Partial<Parameters<typeof createLinePay>[0]> = {}) =>
  createLinePay({
    apiUrl: fake.url,
    channelId: LINE_CHANNEL_ID,
    channelSecret: LINE_CHANNEL_SECRET,
    publicOrigin: ORIGIN,
    ...overrides,
  });

const input = (amountCents = 25_000): CreatePaymentInput => ({
  paymentId: `pay-${++seq}`,
  method: 'line_pay',
  amountCents,
  description: '50嵐 信義店 訂單 001',
  confirmUrl: '/stores/s1/line_pay?order_id=o1',
  cancelUrl: '/stores/s1/line_pay?order_id=o1&cancelled=1',
  forPc: false,
  now: Date.UTC(2026, 10, 26, 4),
});

beforeAll(async () => {
  fake = await startLinePayFake();
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  fake.hang = false;
  fake.captureButAnswer = null;
});

describe('LINE Pay signature', () => {
  it('is Base64 HMAC-SHA256 over secret + path + body + nonce (the documented example shape)', () => {
    const sig = linePaySignature('secret', '/v3/payments/request', '{"amount":1}', 'n-1');
    expect(sig).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    // Any change of path, body or nonce changes it.
    expect(linePaySignature('secret', '/v3/payments/request', '{"amount":2}', 'n-1')).not.toBe(sig);
    expect(linePaySignature('secret', '/v3/payments/request', '{"amount":1}', 'n-2')).not.toBe(sig);
  });

  it('a wrong channel secret is refused by the fake (1106), so the happy paths prove the adapter signs right', async () => {
    await expect(adapter({ channelSecret: 'wrong' }).create(input())).rejects.toMatchObject({
      name: 'PaymentProviderError',
      code: '1106',
    });
    await expect(adapter({ channelId: '999' }).query('2026112612345678901')).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });
});

describe('LINE Pay payments', () => {
  it('request → confirm → details → refund, amounts in whole TWD and the 19-digit id exact', async () => {
    const linePay = adapter();
    const req = input(25_000);
    const created = await linePay.create(req);
    // 19 digits, beyond 2^53: a rounded number would end in …900 or …904, never the fake's exact id.
    expect(created.providerRef).toMatch(/^\d{19}$/);
    expect(fake.txs.has(created.providerRef)).toBe(true);
    expect(BigInt(created.providerRef)).toBe(fake.txs.get(created.providerRef)!.id);
    expect(created.paymentUrl).toBe(
      `https://sandbox-web-pay.line.me/web/payment/wait?transactionReserveId=${created.providerRef}`,
    );
    const sent = fake.txs.get(created.providerRef)!.request;
    expect(sent).toMatchObject({
      amount: 250,
      currency: 'TWD',
      orderId: req.paymentId,
      redirectUrls: {
        confirmUrl: `${ORIGIN}/stores/s1/line_pay?order_id=o1`,
        cancelUrl: `${ORIGIN}/stores/s1/line_pay?order_id=o1&cancelled=1`,
      },
    });

    // Before the diner approves at LINE Pay: pending, both by confirm (1169) and by query (check 0000).
    expect(await linePay.query(created.providerRef)).toEqual({ state: 'pending' });
    expect(await linePay.confirm(created.providerRef, 25_000)).toEqual({ state: 'pending' });
    fake.authenticate(created.providerRef);
    // Approved but not confirmed: still pending until Confirm captures it.
    expect(await linePay.query(created.providerRef)).toEqual({ state: 'pending' });

    expect(await linePay.confirm(created.providerRef, 25_000)).toEqual({
      state: 'paid',
      amountCents: 25_000,
    });
    const confirmCall = fake.requests.find((r) => r.path === `/v3/payments/${created.providerRef}/confirm`)!;
    expect(JSON.parse(confirmCall.body)).toEqual({ amount: 250, currency: 'TWD' });
    expect(await linePay.query(created.providerRef)).toEqual({ state: 'paid', amountCents: 25_000 });
    const details = fake.requests.findLast((r) => r.path === '/v3/payments')!;
    expect(details.query).toBe(`transactionId=${created.providerRef}`);

    const { refundRef } = await linePay.refund(created.providerRef, 10_000);
    expect(refundRef).toMatch(/^\d{19}$/);
    expect(fake.txs.get(created.providerRef)!.refunds.map((r) => [String(r.id), r.amount])).toEqual([
      [refundRef, 100],
    ]);
  });

  it('confirming twice captures once and answers paid twice (1172 reconciled through Details)', async () => {
    const linePay = adapter();
    const { providerRef } = await linePay.create(input(12_000));
    fake.authenticate(providerRef);
    expect(await linePay.confirm(providerRef, 12_000)).toEqual({ state: 'paid', amountCents: 12_000 });
    expect(await linePay.confirm(providerRef, 12_000)).toEqual({ state: 'paid', amountCents: 12_000 });
    const confirms = fake.requests.filter((r) => r.path === `/v3/payments/${providerRef}/confirm`);
    expect(confirms).toHaveLength(2);
  });

  it('a duplicate-in-progress answer (1198) is reconciled through Details: paid when LINE Pay captured it', async () => {
    const linePay = adapter();
    const { providerRef } = await linePay.create(input(8_000));
    fake.authenticate(providerRef);
    fake.captureButAnswer = '1198';
    expect(await linePay.confirm(providerRef, 8_000)).toEqual({ state: 'paid', amountCents: 8_000 });
  });

  it('1198 while the payment is still only authenticated reads as pending (never paid without a capture)', async () => {
    const linePay = adapter();
    const { providerRef } = await linePay.create(input(8_000));
    fake.authenticate(providerRef);
    fake.failNext(`/${providerRef}/confirm`, '1198');
    expect(await linePay.confirm(providerRef, 8_000)).toEqual({ state: 'pending' });
    expect(fake.txs.get(providerRef)!.state).toBe('authenticated');
  });

  it('maps each return code to a payment state or an error', async () => {
    const linePay = adapter();
    // 1153: the confirm amount differs from the request.
    const a = await linePay.create(input(5_000));
    fake.authenticate(a.providerRef);
    expect(await linePay.confirm(a.providerRef, 6_000)).toMatchObject({ state: 'failed' });
    expect(fake.txs.get(a.providerRef)!.state).toBe('authenticated');
    // Cancelled at LINE Pay: confirm 1180, check 0121.
    const b = await linePay.create(input(5_000));
    fake.cancel(b.providerRef);
    expect(await linePay.confirm(b.providerRef, 5_000)).toEqual({ state: 'cancelled' });
    expect(await linePay.query(b.providerRef)).toEqual({ state: 'cancelled' });
    // Declined card: confirm 1281, check 0122.
    const c = await linePay.create(input(5_000));
    fake.decline(c.providerRef);
    expect(await linePay.confirm(c.providerRef, 5_000)).toMatchObject({ state: 'failed' });
    expect(await linePay.query(c.providerRef)).toMatchObject({ state: 'failed' });
    // Unknown transaction: 1150.
    expect(await linePay.confirm('1234567890123456789', 5_000)).toMatchObject({ state: 'failed' });
    expect(await linePay.query('1234567890123456789')).toMatchObject({ state: 'failed' });
    // A declined purchaser at request time (1101) is the diner's problem; a server error (9000) is not.
    fake.failNext('/v3/payments/request', '1101');
    await expect(linePay.create(input())).rejects.toBeInstanceOf(PaymentDeclinedError);
    fake.failNext('/v3/payments/request', '9000');
    const error = await linePay.create(input()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).not.toBeInstanceOf(PaymentDeclinedError);
    // A duplicate orderId at request (1172) is an error, never a second payment.
    const d = input();
    await linePay.create(d);
    await expect(linePay.create(d)).rejects.toMatchObject({ code: '1172' });
    // A server error on confirm is thrown (the attempt stays open; reconciliation asks again).
    const e = await linePay.create(input(5_000));
    fake.authenticate(e.providerRef);
    fake.failNext(`/${e.providerRef}/confirm`, '9000');
    await expect(linePay.confirm(e.providerRef, 5_000)).rejects.toMatchObject({ code: '9000' });
    expect(fake.txs.get(e.providerRef)!.state).toBe('authenticated');
  });

  it('refuses a refund beyond what was paid (1164) and a second full refund (1165)', async () => {
    const linePay = adapter();
    const { providerRef } = await linePay.create(input(30_000));
    fake.authenticate(providerRef);
    await linePay.confirm(providerRef, 30_000);
    await expect(linePay.refund(providerRef, 30_100)).rejects.toBeInstanceOf(PaymentRefundRefusedError);
    await linePay.refund(providerRef, 20_000);
    await expect(linePay.refund(providerRef, 20_000)).rejects.toMatchObject({ code: '1164' });
    await linePay.refund(providerRef, 10_000);
    await expect(linePay.refund(providerRef, 100)).rejects.toMatchObject({ code: '1165' });
    expect(fake.txs.get(providerRef)!.refunds.map((r) => r.amount)).toEqual([200, 100]);
  });

  it('gives up on a provider that does not answer within the deadline (15 s by default, spec §9)', async () => {
    const linePay = adapter({ timeoutMs: 300 });
    const { providerRef } = await linePay.create(input());
    fake.authenticate(providerRef);
    fake.hang = true;
    const started = Date.now();
    await expect(linePay.confirm(providerRef, 25_000)).rejects.toBeInstanceOf(PaymentTimeoutError);
    expect(Date.now() - started).toBeLessThan(5_000);
    fake.hang = false;
    // After the timeout the confirm can be repeated and captures once.
    expect(await linePay.confirm(providerRef, 25_000)).toEqual({ state: 'paid', amountCents: 25_000 });
  });

  it('reports an unreachable LINE Pay and an answer that is not JSON as provider errors', async () => {
    const down = adapter({ apiUrl: 'http://127.0.0.1:1' });
    await expect(down.create(input())).rejects.toMatchObject({
      name: 'PaymentProviderError',
      code: 'network',
    });
    const html = adapter({
      fetch: async () => new Response('<html>502 Bad Gateway</html>', { status: 502 }),
    });
    await expect(html.query('2026112612345678901')).rejects.toMatchObject({ code: 'http_502' });
  });

  it('refuses amounts that are not whole TWD before calling LINE Pay', async () => {
    const before = fake.requests.length;
    await expect(adapter().create(input(12_345))).rejects.toBeInstanceOf(RangeError);
    expect(fake.requests.length).toBe(before);
  });
});
