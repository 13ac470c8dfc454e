/**
 * Saved cards, 記住這張卡 (spec §3 savedCreditCards / card brands, §7 credit cards): a card is kept
 * only when a member ticked remember on a card payment and that payment is PAID, never for a wallet; it is
 * listed without its number or provider key; it pays the member's next order by card_identifier (another
 * member's identifier charges nothing); it can be made default and removed. Through the sandbox adapter.
 */
import type { AppSettings } from '@iding/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCreditCards, orders, payments } from '../src/db/schema';
import { type CreatedStore, createStore, orderBody } from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { nextIp, registerMember, type TestMember } from './member-factories';

/** 外帶: cash, 信用卡 2, Google Pay 98, Apple Pay 99. */
const SETTINGS: AppSettings = {
  MaxCashOrderAmount: 3000,
  OrderTypes: [0],
  ToGo: { payments: [0, 2, 98, 99], MinLead: 10, Jumbo: 20 },
};
const OK = (n: number, expiry = '1228') => `test_sandbox_ok_4242_${expiry}_card${String(n).padStart(6, '0')}`;
const DECLINED = 'test_sandbox_declined_0002_1228_declined01';

describe('saved cards', () => {
  let t: TestApp;
  let shop: CreatedStore;
  let member: TestMember;
  let other: TestMember;
  let seq = 0;

  beforeAll(async () => {
    t = await buildTestApp({ now: Date.now() });
    shop = await createStore(t.db, { appSettings: SETTINGS });
    member = await registerMember(t);
    other = await registerMember(t);
  });
  afterAll(async () => t.close());

  type Headers = Record<string, string>;
  const send = (
    method: 'POST' | 'GET' | 'DELETE' | 'PUT',
    url: string,
    payload?: unknown,
    headers: Headers = {},
  ) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers,
      remoteAddress: nextIp(),
    });
  async function place(who: TestMember | null, paymentType = 2) {
    const res = await send(
      'POST',
      '/api/orders/order',
      orderBody(shop, { payment_type: paymentType }),
      who?.bearer,
    );
    expect(res.statusCode, res.body).toBe(201);
    return {
      id: res.json().id as string,
      cookie: res.cookies.find((c) => c.name === 'iding_visitor')?.value,
    };
  }
  const payCard = (id: string, who: TestMember | null, body: Record<string, unknown>) =>
    send(
      'POST',
      '/api/payment/credit_card',
      {
        order_id: id,
        identifier: shop.identifier,
        confirm_url: `/stores/${shop.identifier}/credit_card?order_id=${id}`,
        ...body,
      },
      who?.bearer,
    );
  const confirm = (id: string, who: TestMember) =>
    send('POST', '/api/payment/credit_card/confirm', { order_id: id }, who.bearer);
  const cards = async (who: TestMember) => {
    const res = await send('GET', '/api/user/credit_cards', undefined, who.bearer);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      card_identifier: string;
      brand: string;
      last_four: string;
      expiry: string | null;
      is_default: boolean;
    }[];
  };
  /** Pays a new order of `who` by a remembered test card; returns the order id. */
  async function payAndRemember(who: TestMember, expiry = '1228') {
    const { id } = await place(who);
    const res = await payCard(id, who, { prime: OK(++seq, expiry), remember: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await confirm(id, who)).json().state).toBe('paid');
    return id;
  }
  const paymentStatus = async (id: string) =>
    (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.paymentStatus;

  it('remember keeps the card only once its payment is PAID, as brand, last four and expiry (never the number)', async () => {
    const { id } = await place(member);
    const res = await payCard(id, member, { prime: OK(++seq), remember: true });
    expect(res.statusCode, res.body).toBe(200);
    // Handed back by the provider but not paid yet (the landing page has not confirmed): not listed.
    expect(await cards(member)).toEqual([]);
    expect((await confirm(id, member)).json().state).toBe('paid');
    const list = await cards(member);
    expect(list).toEqual([
      {
        card_identifier: expect.any(String),
        brand: 'visa',
        last_four: '4242',
        expiry: '12/28',
        is_default: true,
      },
    ]);
    const raw = (await send('GET', '/api/user/credit_cards', undefined, member.bearer)).body;
    expect(raw).not.toContain('sandbox_card');
    expect(raw).not.toContain('4242424242424242');
    // The other member sees none of it.
    expect(await cards(other)).toEqual([]);
  });

  it('keeps nothing without remember, for a declined card, for a wallet (Apple Pay, Google Pay) or a visitor', async () => {
    const before = (
      await t.db.select().from(memberCreditCards).where(eq(memberCreditCards.userId, other.userId))
    ).length;
    const plain = await place(other);
    expect((await payCard(plain.id, other, { prime: OK(++seq) })).statusCode).toBe(200);
    expect((await confirm(plain.id, other)).json().state).toBe('paid');

    const declined = await place(other);
    expect((await payCard(declined.id, other, { prime: DECLINED, remember: true })).statusCode).toBe(200);
    expect((await confirm(declined.id, other)).json().state).toBe('failed');

    for (const wallet of [99, 98]) {
      const w = await place(other, wallet);
      expect((await payCard(w.id, other, { prime: OK(++seq), remember: true })).statusCode).toBe(200);
      expect((await confirm(w.id, other)).json().state).toBe('paid');
    }
    const guest = await place(null);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/credit_card',
      cookies: { iding_visitor: guest.cookie! },
      remoteAddress: nextIp(),
      payload: {
        order_id: guest.id,
        identifier: shop.identifier,
        confirm_url: `/stores/${shop.identifier}/credit_card?order_id=${guest.id}`,
        prime: OK(++seq),
        remember: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await cards(other)).toEqual([]);
    const rows = await t.db.select().from(memberCreditCards);
    expect(rows.filter((r) => r.userId === other.userId)).toHaveLength(before);
    expect(rows.some((r) => r.userId !== member.userId && r.userId !== other.userId)).toBe(false);
  });

  it("pays the member's next order by card_identifier; another member's identifier is 404 and charges nothing", async () => {
    const [card] = await cards(member);
    const { id } = await place(member);
    const res = await payCard(id, member, { card_identifier: card!.card_identifier });
    expect(res.statusCode, res.body).toBe(200);
    expect((await confirm(id, member)).json()).toMatchObject({ state: 'paid', payment_status: 2 });

    const theirs = await place(other);
    expectRefusal(
      await payCard(theirs.id, other, { card_identifier: card!.card_identifier }),
      404,
      'card_not_found',
    );
    expectRefusal(
      await payCard(theirs.id, other, { card_identifier: '00000000-0000-4000-8000-000000000000' }),
      404,
      'card_not_found',
    );
    expectRefusal(await payCard(theirs.id, other, { card_identifier: 'not-a-card' }), 404, 'card_not_found');
    // Nothing was started with the provider, the order is still unpaid and payable.
    expect(await t.db.select().from(payments).where(eq(payments.orderId, theirs.id))).toEqual([]);
    expect(await paymentStatus(theirs.id)).toBe(0);

    // A saved card pays card orders only: not an Apple Pay order.
    const apple = await place(member, 99);
    expectRefusal(
      await payCard(apple.id, member, { card_identifier: card!.card_identifier }),
      422,
      'card_not_usable',
    );
  });

  it('sets the default and removes cards; the default passes to the newest card left', async () => {
    await payAndRemember(member, '0630');
    let list = await cards(member);
    expect(list.map((c) => [c.expiry, c.is_default])).toEqual([
      ['12/28', true],
      ['06/30', false],
    ]);
    const [first, second] = list;

    const put = (who: TestMember, body: unknown) =>
      send('PUT', '/api/user/credit_card/default', body, who.bearer);
    const del = (who: TestMember, body: unknown) =>
      send('DELETE', '/api/user/credit_card/remove', body, who.bearer);

    const res = await put(member, { cardIdentifier: second!.card_identifier });
    expect(res.statusCode, res.body).toBe(200);
    list = await cards(member);
    expect(list.map((c) => [c.card_identifier, c.is_default])).toEqual([
      [second!.card_identifier, true],
      [first!.card_identifier, false],
    ]);

    // Another member's card, a bad body, a visitor: refused, nothing changes.
    expectRefusal(await put(other, { cardIdentifier: first!.card_identifier }), 404, 'card_not_found');
    expectRefusal(await del(other, { cardIdentifier: first!.card_identifier }), 404, 'card_not_found');
    expectRefusal(
      await del(member, { cardIdentifier: first!.card_identifier, extra: 1 }),
      400,
      'validation_error',
    );
    expectRefusal(await del(member, {}), 400, 'validation_error');
    expect((await send('GET', '/api/user/credit_cards')).statusCode).toBe(401);
    expect(await cards(member)).toEqual(list);

    const removed = await del(member, { cardIdentifier: second!.card_identifier });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toEqual([{ ...first!, is_default: true }]);
    // The removed card no longer pays.
    const { id } = await place(member);
    expectRefusal(
      await payCard(id, member, { card_identifier: second!.card_identifier }),
      404,
      'card_not_found',
    );
    expectRefusal(await del(member, { cardIdentifier: second!.card_identifier }), 404, 'card_not_found');
  });

  it('saving the same card again keeps one entry, with the newest token; also when saved twice at once', async () => {
    const third = await registerMember(t);
    await payAndRemember(third, '0931');
    const [saved] = await cards(third);
    const before = (
      await t.db.select().from(memberCreditCards).where(eq(memberCreditCards.userId, third.userId))
    )[0]!;
    await payAndRemember(third, '0931');
    expect(await cards(third)).toEqual([saved]);
    const rows = await t.db
      .select()
      .from(memberCreditCards)
      .where(eq(memberCreditCards.userId, third.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.cardKey).not.toBe(before.cardKey);
    // The refreshed card still pays by its identifier.
    const { id } = await place(third);
    const res = await payCard(id, third, { card_identifier: saved!.card_identifier });
    expect(res.statusCode, res.body).toBe(200);
    expect((await confirm(id, third)).json().state).toBe('paid');

    // Two payments with the same new card confirmed at the same instant: one entry.
    const a = await place(third);
    const b = await place(third);
    for (const o of [a, b]) {
      const started = await payCard(o.id, third, { prime: OK(++seq, '1132'), remember: true });
      expect(started.statusCode, started.body).toBe(200);
    }
    const states = await Promise.all([confirm(a.id, third), confirm(b.id, third)]);
    expect(states.map((r) => r.json().state)).toEqual(['paid', 'paid']);
    const list = await cards(third);
    expect(list.map((c) => [c.expiry, c.is_default])).toEqual([
      ['09/31', true],
      ['11/32', false],
    ]);
    // A card of the same number with another expiry (a reissued card) is another entry, as the provider tells.
    expect(
      (await t.db.select().from(memberCreditCards).where(eq(memberCreditCards.userId, third.userId))).length,
    ).toBe(2);
  });
});
