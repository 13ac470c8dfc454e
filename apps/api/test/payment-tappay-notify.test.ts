/**
 * TapPay's Backend Notify and saved cards through the real TapPay adapter (PROVIDERS.md §2; ADR 015)
 * against the local TapPay fake, with 3-D Secure: `POST /api/payment/tappay/notify` answers 200 at once,
 * never trusts its body (a forged "paid" notify for an unpaid record settles nothing), and settles through
 * the Record API as a confirm would (PAID_FULL once, however many notifies). A card asked to be remembered
 * is kept only once 3-D Secure finished and the payment is paid; then it pays by token.
 */
import type { AppSettings } from '@iding/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCreditCards, orders, payments, paymentTransactions } from '../src/db/schema';
import { type CreatedStore, createStore, orderBody } from './factories';
import { startTapPayFake, TAPPAY_MERCHANTS, TAPPAY_PARTNER_KEY, type TapPayFake } from './fakes/tappay-fake';
import { buildTestApp, type TestApp } from './helper';
import { nextIp, registerMember, type TestMember } from './member-factories';

const ORIGIN = 'https://order.example.tw';
const SETTINGS: AppSettings = {
  MaxCashOrderAmount: 3000,
  OrderTypes: [0],
  ToGo: { payments: [0, 2], MinLead: 10, Jumbo: 20 },
};

describe('TapPay Backend Notify and saved cards through TapPay', () => {
  let t: TestApp;
  let fake: TapPayFake;
  let shop: CreatedStore;
  let member: TestMember;

  beforeAll(async () => {
    fake = await startTapPayFake();
    t = await buildTestApp({
      now: Date.now(),
      env: {
        PAYMENT_PROVIDER: 'live',
        PUBLIC_ORIGIN: ORIGIN,
        TAPPAY_PARTNER_KEY,
        TAPPAY_MERCHANT_ID: TAPPAY_MERCHANTS.credit_card,
        TAPPAY_API_URL: fake.url,
      },
    });
    shop = await createStore(t.db, { appSettings: SETTINGS });
    member = await registerMember(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = member.bearer) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });
  const notify = (body: object) => post('/api/payment/tappay/notify', body, {});
  async function startCard(extra: Record<string, unknown>) {
    const placed = await post('/api/orders/order', orderBody(shop, { payment_type: 2 }));
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().id as string;
    const res = await post('/api/payment/credit_card', {
      order_id: id,
      identifier: shop.identifier,
      confirm_url: `/stores/${shop.identifier}/credit_card?order_id=${id}`,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [attempt] = await t.db.select().from(payments).where(eq(payments.orderId, id));
    return { id, ref: attempt!.providerRef!, paymentUrl: res.json().payment_url as string };
  }
  const order = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const captures = async (id: string) =>
    (await t.db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, id))).filter(
      (r) => r.kind === 'capture',
    );
  const cards = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/user/credit_cards', headers: member.bearer })).json()
      .data;

  it('a forged notify for an unpaid record settles nothing; after 3-D Secure the notify settles it once', async () => {
    const { id, ref, paymentUrl } = await startCard({ prime: fake.issuePrime('card'), remember: true });
    expect(paymentUrl).toBe(`https://sandbox-redirect.tappaysdk.com/redirect/${ref}`);

    // The body claims success; TapPay's record says the diner has not finished 3-D Secure.
    const forged = await notify({ status: 0, msg: 'Success', rec_trade_id: ref, amount: 140 });
    expect(forged.statusCode, forged.body).toBe(200);
    expect(forged.json()).toEqual({ status: 0, message: 'ok' });
    expect(await order(id)).toMatchObject({ paymentStatus: 0 });
    expect(await captures(id)).toEqual([]);
    // TapPay handed the remembered card back already, but it is not kept before the payment is paid.
    expect(await cards()).toEqual([]);
    // Unknown ids, missing ids and other shapes change nothing either (and still answer 200).
    expect((await notify({ status: 0, rec_trade_id: 'D999' })).statusCode).toBe(200);
    expect((await notify({ status: 0 })).statusCode).toBe(200);
    expect(fake.requests.filter((r) => r.path === '/tpc/transaction/query').length).toBeGreaterThan(0);

    fake.finish(ref, true);
    const real = await notify({ status: 0, rec_trade_id: ref });
    expect(real.statusCode).toBe(200);
    expect(await order(id)).toMatchObject({ paymentStatus: 2 });
    expect(await captures(id)).toHaveLength(1);
    // A repeated notify and the landing page's confirm after it capture nothing more.
    await notify({ status: 0, rec_trade_id: ref });
    const confirm = await post('/api/payment/credit_card/confirm', { order_id: id });
    expect(confirm.json()).toMatchObject({ state: 'paid', payment_status: 2 });
    expect(await captures(id)).toHaveLength(1);

    // Paid: now the card is kept (TapPay's card_info: VISA 4242, 2030-12).
    expect(await cards()).toEqual([
      {
        card_identifier: expect.any(String),
        brand: 'visa',
        last_four: '4242',
        expiry: '12/30',
        is_default: true,
      },
    ]);
    const [row] = await t.db
      .select()
      .from(memberCreditCards)
      .where(eq(memberCreditCards.userId, member.userId));
    expect(row).toMatchObject({ provider: 'tappay', cardKey: expect.stringMatching(/^key-/) });
  });

  it('a failed 3-D Secure: the notify records the failure and the card asked to be remembered is dropped', async () => {
    const before = (await cards()).length;
    const { id, ref } = await startCard({ prime: fake.issuePrime('card'), remember: true });
    fake.finish(ref, false);
    expect((await notify({ status: 0, rec_trade_id: ref })).statusCode).toBe(200);
    expect(await order(id)).toMatchObject({ paymentStatus: 0 });
    const [attempt] = await t.db.select().from(payments).where(eq(payments.orderId, id));
    expect(attempt!.status).toBe(3); // FAILED
    expect(await cards()).toHaveLength(before);
    const pending = await t.db
      .select()
      .from(memberCreditCards)
      .where(eq(memberCreditCards.paymentId, attempt!.id));
    expect(pending).toEqual([]);
  });

  it('the saved card pays the next order by token (card_key and card_token sent to TapPay, never to the diner)', async () => {
    const [card] = await cards();
    const { id, ref } = await startCard({ card_identifier: card.card_identifier });
    const sent = fake.requests.filter((r) => r.path === '/tpc/payment/pay-by-token').at(-1)!;
    expect(JSON.parse(sent.body)).toMatchObject({
      card_key: expect.stringMatching(/^key-/),
      card_token: expect.any(String),
    });
    fake.finish(ref, true);
    expect((await post('/api/payment/credit_card/confirm', { order_id: id })).json()).toMatchObject({
      state: 'paid',
    });
  });
});
