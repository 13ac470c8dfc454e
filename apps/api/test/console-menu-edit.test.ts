/**
 * Menu editing in the console (ADR 017): a draft of the store's menu, checked
 * field by field with zh-TW messages, saved with a revision (a stale save is 409), discarded, and published
 * by the owner as a new menu_version — the diner's menu shows it at once, carts on the old version are refused
 * (spec §4 menu_version_changed), and what stays keeps its ids and sold-out flags. Store isolation as everywhere.
 */
import type { MenuDraft, MenuDraftResponse } from '@iding/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entreeCollectionItems, entreeCollections, menuDrafts, stores } from '../src/db/schema';
import { listMenuPublications } from '../src/modules/menu/menu-draft.queries';
import { CONSOLE_WRITE, staffSession } from './console-factories';
import {
  ASSAM_BLACK_TEA,
  type CreatedStore,
  checkBody,
  createStore,
  PEARL_MILK_TEA,
  pearlMilkTea,
} from './factories';
import { buildTestApp, type TestApp } from './helper';

const draftUrl = (s: CreatedStore) => `/api/console/stores/${s.identifier}/menu/draft`;
const publishUrl = (s: CreatedStore) => `/api/console/stores/${s.identifier}/menu/publish`;

describe('console menu editing', () => {
  let t: TestApp;
  let a: CreatedStore;
  let b: CreatedStore;
  const cookies: Record<string, string> = {};

  const call = (who: string, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: method === 'GET' ? {} : CONSOLE_WRITE,
      cookies: { iding_console: cookies[who]! },
      ...(payload ? { payload } : {}),
    });
  const getDraft = async (who: string, s: CreatedStore) =>
    (await call(who, 'GET', draftUrl(s))).json() as MenuDraftResponse;
  const save = (who: string, s: CreatedStore, revision: number, draft: MenuDraft) =>
    call(who, 'PUT', draftUrl(s), { revision, draft });
  const publish = (who: string, s: CreatedStore, revision: number) =>
    call(who, 'POST', publishUrl(s), { revision });
  const dinerMenu = async (s: CreatedStore) =>
    (await t.app.inject({ method: 'GET', url: `/api/menu/new/${s.identifier}` })).json();
  const inventory = async (s: CreatedStore) =>
    (await t.app.inject({ method: 'GET', url: `/api/inventory/${s.identifier}` })).json();
  const menuVersion = async (s: CreatedStore) =>
    (await t.db.select({ v: stores.menuVersion }).from(stores).where(eq(stores.id, s.storeId)))[0]!.v;
  const clone = <T>(v: T): T => structuredClone(v);
  /** Discards whatever draft `s` has, so each test starts from the live menu. */
  const fresh = async (s: CreatedStore) =>
    (await call('ownerA', 'DELETE', draftUrl(s))).json() as MenuDraftResponse;

  beforeAll(async () => {
    t = await buildTestApp();
    a = await createStore(t.db);
    b = await createStore(t.db, { name: '50嵐 公館店' });
    cookies.ownerA = await staffSession(t, a, '0911200001', 'owner', 'pw-owner-a');
    cookies.staffA = await staffSession(t, a, '0911200002', 'staff', 'pw-staff-a');
    cookies.ownerB = await staffSession(t, b, '0911200003', 'owner', 'pw-owner-b');
  });
  afterAll(async () => t.close());

  it('gives the live menu as a draft with every id (revision 0, nothing to publish)', async () => {
    const res = await call('staffA', 'GET', draftUrl(a));
    expect(res.statusCode).toBe(200);
    const body = res.json() as MenuDraftResponse;
    expect(body).toMatchObject({ revision: 0, base_version: a.menuVersion, menu_version: a.menuVersion });
    expect(body.changes).toEqual({
      categories: { added: 0, changed: 0, removed: 0 },
      entrees: { added: 0, changed: 0, removed: 0 },
    });
    const [category] = body.draft.categories;
    expect(category).toMatchObject({ id: a.category.找口感, name: '找口感' });
    expect(category!.entrees.map((e) => [e.id, e.name, e.price])).toEqual([
      [a.entree[PEARL_MILK_TEA], PEARL_MILK_TEA, 50],
      [a.entree[ASSAM_BLACK_TEA], ASSAM_BLACK_TEA, 35],
    ]);
    expect(category!.entrees[0]!.option_groups[0]).toMatchObject({
      id: a.group[`${PEARL_MILK_TEA}/尺寸`],
      name: '尺寸',
      min: 1,
      max: 1,
      options: [
        { id: a.option[`${PEARL_MILK_TEA}/尺寸/中`], name: '中', price: 0, is_default: true },
        { id: a.option[`${PEARL_MILK_TEA}/尺寸/大`], name: '大', price: 10, is_default: false },
      ],
    });
  });

  it('answers 403 with no data to staff of another store, and changes nothing for them', async () => {
    const live = await getDraft('ownerA', a);
    const read = await call('ownerB', 'GET', draftUrl(a));
    expect(read.statusCode).toBe(403);
    expect(read.json()).toMatchObject({ code: 'forbidden' });
    expect(read.body).not.toContain(PEARL_MILK_TEA);
    const edited = clone(live.draft);
    edited.categories[0]!.entrees[0]!.price = 1;
    expect((await save('ownerB', a, 0, edited)).statusCode).toBe(403);
    expect((await call('ownerB', 'DELETE', draftUrl(a))).statusCode).toBe(403);
    expect((await save('ownerA', a, 0, edited)).statusCode).toBe(200);
    expect((await publish('ownerB', a, 1)).statusCode).toBe(403);
    expect((await call('ownerB', 'DELETE', draftUrl(a))).statusCode).toBe(403);
    // The draft of A is still there, unpublished.
    expect((await getDraft('ownerA', a)).revision).toBe(1);
    expect(await menuVersion(a)).toBe(a.menuVersion);
    expect((await dinerMenu(a)).categories[0].entrees[0].price).toBe(50);
    await fresh(a);
  });

  it('needs a console session (401) and the write header (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: draftUrl(a) })).statusCode).toBe(401);
    const noHeader = await t.app.inject({
      method: 'POST',
      url: publishUrl(a),
      cookies: { iding_console: cookies.ownerA! },
      payload: { revision: 1 },
    });
    expect(noHeader.statusCode).toBe(403);
  });

  type Edit = (d: MenuDraft) => void;
  const pearl = (d: MenuDraft) => d.categories[0]!.entrees[0]!;
  const size = (d: MenuDraft) => pearl(d).option_groups[0]!;
  it.each<[string, Edit, string]>([
    [
      'a negative price',
      (d) => {
        pearl(d).price = -1;
      },
      '價格須為 0 以上的金額',
    ],
    [
      'a price with 3 decimals',
      (d) => {
        pearl(d).price = 10.005;
      },
      '價格最多兩位小數',
    ],
    [
      'a price as text',
      (d) => {
        (pearl(d) as { price: unknown }).price = '50';
      },
      '價格須為數字',
    ],
    [
      'a price over the limit',
      (d) => {
        pearl(d).price = 1_000_001;
      },
      '價格最多 1000000 元',
    ],
    [
      'an empty entree name',
      (d) => {
        pearl(d).name = '  ';
      },
      '請輸入品項名稱',
    ],
    [
      'a 201-character name',
      (d) => {
        pearl(d).name = '茶'.repeat(201);
      },
      '品項名稱最多 200 個字',
    ],
    [
      'a long description',
      (d) => {
        pearl(d).description = '好'.repeat(2001);
      },
      '品項說明最多 2000 個字',
    ],
    [
      'an image that is not a URL',
      (d) => {
        pearl(d).image = 'javascript:alert(1)';
      },
      '圖片網址須以 https://、http:// 或 / 開頭',
    ],
    [
      'an empty category name',
      (d) => {
        d.categories[0]!.name = '';
      },
      '請輸入分類名稱',
    ],
    [
      'a repeated category name',
      (d) => {
        d.categories.push({ name: '找口感', entrees: [] });
      },
      '分類「找口感」重複了，請改名或合併',
    ],
    [
      'an empty group name',
      (d) => {
        size(d).name = '';
      },
      '請輸入選項群組名稱',
    ],
    [
      'min above max',
      (d) => {
        size(d).min = 2;
      },
      '「中●珍珠奶茶」的「尺寸」最少選擇不可大於最多選擇',
    ],
    [
      'a min no choice can reach',
      (d) => {
        size(d).max = 5;
        size(d).min = 3;
      },
      '「中●珍珠奶茶」的「尺寸」最少要選 3 個，但選項加起來只有 2 個',
    ],
    [
      'max 0',
      (d) => {
        size(d).max = 0;
      },
      '最多選擇須為 1 以上的整數',
    ],
    [
      'a fractional min',
      (d) => {
        size(d).min = 0.5;
      },
      '最少選擇須為 0 以上的整數',
    ],
    [
      'a group without options',
      (d) => {
        size(d).options = [];
      },
      '每個選項群組至少要有 1 個選項',
    ],
    [
      'more defaults than max',
      (d) => {
        size(d).options[1]!.is_default = true;
      },
      '「中●珍珠奶茶」的「尺寸」預設選了 2 個，超過最多選擇 1',
    ],
    [
      'an empty option name',
      (d) => {
        size(d).options[0]!.name = '';
      },
      '請輸入選項名稱',
    ],
    [
      'an option delta out of range',
      (d) => {
        size(d).options[1]!.price = 100_001;
      },
      '選項加價須介於 -100000 到 100000 元',
    ],
    [
      'an option delta with 3 decimals',
      (d) => {
        size(d).options[1]!.price = 0.125;
      },
      '選項加價最多兩位小數',
    ],
    [
      'max_quantity 0',
      (d) => {
        size(d).options[1]!.max_quantity = 0;
      },
      '可選份數須為 1–99',
    ],
    [
      'an id used twice',
      (d) => {
        d.categories[0]!.entrees.push(clone(pearl(d)));
      },
      '同一個編號出現兩次，請重新整理後再編輯',
    ],
    [
      'a NUL in a name',
      (d) => {
        pearl(d).name = 'a\u0000b';
      },
      '文字含有不允許的控制字元',
    ],
  ])('refuses %s with a message that says what to fix, and saves nothing', async (_what, edit, message) => {
    const live = await fresh(a);
    const draft = clone(live.draft);
    edit(draft);
    const res = await save('ownerA', a, 0, draft);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'validation_error' });
    expect(res.json().message).toContain(message);
    expect((await getDraft('ownerA', a)).revision).toBe(0);
  });

  it('refuses unknown fields and ids that are not on this store’s menu', async () => {
    const live = await fresh(a);
    const extra = clone(live.draft) as unknown as { categories: { entrees: Record<string, unknown>[] }[] };
    extra.categories[0]!.entrees[0]!.sold_out = true;
    expect((await save('ownerA', a, 0, extra as unknown as MenuDraft)).statusCode).toBe(400);
    const notBoolean = clone(live.draft) as unknown as {
      categories: { entrees: { option_groups: { options: Record<string, unknown>[] }[] }[] }[];
    };
    notBoolean.categories[0]!.entrees[0]!.option_groups[0]!.options[0]!.is_default = 'yes';
    expect((await save('ownerA', a, 0, notBoolean as unknown as MenuDraft)).statusCode).toBe(400);
    const noRevision = await call('ownerA', 'PUT', draftUrl(a), { draft: live.draft });
    expect(noRevision.statusCode).toBe(400);
    expect(noRevision.json().message).toContain('缺少草稿版本');
    const publishZero = await publish('ownerA', a, 0);
    expect(publishZero.statusCode).toBe(400);
    expect(publishZero.json().message).toContain('請先儲存草稿再發布');
    // B's entree id in A's draft: never lets A's publish touch B's rows.
    const foreign = clone(live.draft);
    pearl(foreign).id = b.entree[PEARL_MILK_TEA];
    const res = await save('ownerA', a, 0, foreign);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      '品項「中●珍珠奶茶」已不在目前的菜單上（可能已被刪除），請捨棄草稿後重新編輯',
    );
    const foreignOption = clone(live.draft);
    size(foreignOption).options[0]!.id = b.option[`${PEARL_MILK_TEA}/尺寸/中`];
    expect((await save('ownerA', a, 0, foreignOption)).statusCode).toBe(400);
    expect((await getDraft('ownerA', a)).revision).toBe(0);
  });

  it('refuses a draft whose discounts can take an entree below 0 (spec §4 Cart), saving and publishing nothing', async () => {
    const live = await fresh(a);
    const version = await menuVersion(a);
    const draft = clone(live.draft);
    // 中●珍珠奶茶 50: two of the three discounts may be chosen together, −30 − 25 takes it to −5.
    pearl(draft).option_groups.push({
      name: '優惠',
      min: 0,
      max: 2,
      options: [
        { name: '自備杯', price: -5, max_quantity: 1, is_default: false },
        { name: '會員價', price: -30, max_quantity: 1, is_default: false },
        { name: '集點兌換', price: -25, max_quantity: 1, is_default: false },
      ],
    });
    const message = '「中●珍珠奶茶」的選項折扣可讓金額低於 0 元（最低 -5 元），請調整選項加價或品項價格';
    const saved = await save('ownerA', a, 0, draft);
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toMatchObject({ code: 'validation_error' });
    expect(saved.json().message).toContain(message);
    expect((await getDraft('ownerA', a)).revision).toBe(0);

    // A draft saved before the rule (written as it was stored) is refused at 發布, and the menu stays.
    await t.db
      .insert(menuDrafts)
      .values({ storeId: a.storeId, document: draft, revision: 1, baseVersion: version });
    const published = await publish('ownerA', a, 1);
    expect(published.statusCode).toBe(400);
    expect(published.json()).toMatchObject({ code: 'validation_error', message });
    expect(await menuVersion(a)).toBe(version);
    expect((await dinerMenu(a)).categories[0].entrees[0].option_groups).toHaveLength(4);

    // One discount fewer to choose (max 1): 50 − 30 = 20, taken.
    pearl(draft).option_groups.at(-1)!.max = 1;
    expect((await save('ownerA', a, 1, draft)).statusCode).toBe(200);
    await fresh(a);
  });

  it('shows a live menu below the floor as a draft, to be fixed before it can be saved', async () => {
    const c = await createStore(t.db, {
      menu: [
        {
          category: '飲料',
          entrees: [
            {
              name: '冰奶茶',
              price: 40,
              groups: [{ name: '優惠', min: 0, max: 1, options: [{ name: '員工價', price: -1000 }] }],
            },
          ],
        },
      ],
    });
    cookies.ownerD = await staffSession(t, c, '0911200005', 'owner', 'pw-owner-d');
    const res = await call('ownerD', 'GET', draftUrl(c));
    expect(res.statusCode).toBe(200);
    const draft = clone((res.json() as MenuDraftResponse).draft);
    pearl(draft).name = '冰奶茶（大）';
    const refused = await save('ownerD', c, 0, draft);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('「冰奶茶（大）」的選項折扣可讓金額低於 0 元（最低 -960 元）');
    pearl(draft).option_groups[0]!.options[0]!.price = -40;
    expect((await save('ownerD', c, 0, draft)).statusCode).toBe(200);
  });

  it('saves with a revision: a save from an older revision is 409 and saves nothing', async () => {
    const live = await fresh(a);
    const first = clone(live.draft);
    pearl(first).price = 55;
    const saved = await save('staffA', a, 0, first);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      revision: 1,
      base_version: a.menuVersion,
      updated_by: expect.any(String),
      changes: { entrees: { added: 0, changed: 1, removed: 0 } },
    });
    // A second person still on the live menu (revision 0) saves: refused, their draft not kept.
    const other = clone(live.draft);
    pearl(other).price = 99;
    const stale = await save('ownerA', a, 0, other);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'menu_draft_conflict',
      message: '草稿已被其他人更新（或已發布、捨棄），請重新載入後再修改；您這次的修改沒有儲存',
    });
    expect((await save('ownerA', a, 2, other)).statusCode).toBe(409);
    const now = await getDraft('ownerA', a);
    expect(now.revision).toBe(1);
    expect(pearl(now.draft).price).toBe(55);
    // From revision 1 it saves, as revision 2.
    expect((await save('ownerA', a, 1, other)).json().revision).toBe(2);
    // 捨棄草稿: back to the live menu; the diner never saw any of it.
    const discarded = await call('staffA', 'DELETE', draftUrl(a));
    expect(discarded.json()).toMatchObject({ revision: 0 });
    expect(pearl(discarded.json().draft).price).toBe(50);
    expect((await dinerMenu(a)).categories[0].entrees[0].price).toBe(50);
  });

  it('lets only the owner publish (403 for a staff role), and nothing changes', async () => {
    const live = await fresh(a);
    const draft = clone(live.draft);
    pearl(draft).price = 60;
    await save('staffA', a, 0, draft);
    const res = await publish('staffA', a, 1);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
    expect(await menuVersion(a)).toBe(a.menuVersion);
    expect((await getDraft('ownerA', a)).revision).toBe(1);
  });

  it('refuses to publish a revision other than the saved one (409) and changes nothing', async () => {
    const live = await fresh(a);
    const draft = clone(live.draft);
    pearl(draft).price = 60;
    await save('ownerA', a, 0, draft);
    const res = await publish('ownerA', a, 2);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'menu_draft_conflict',
      message: '草稿在您檢查後又被修改過，請重新載入、確認變更後再發布',
    });
    await fresh(a);
    expect((await publish('ownerA', a, 1)).json()).toMatchObject({
      code: 'menu_draft_conflict',
      message: '沒有可發布的草稿（可能已被其他人發布或捨棄），請重新載入',
    });
    expect(await menuVersion(a)).toBe(a.menuVersion);
    expect((await dinerMenu(a)).categories[0].entrees[0].price).toBe(50);
  });

  it('publishes as a new menu version: the diner sees it at once, old carts are refused, ids and sold-out flags stay', async () => {
    // Sold out before the edit: 阿薩姆紅茶 and 珍珠 (an option of 珍珠奶茶).
    const soldOut = await call(
      'staffA',
      'PUT',
      `/api/console/stores/${a.identifier}/entrees/${a.entree[ASSAM_BLACK_TEA]}/sold_out`,
      {
        sold_out: true,
      },
    );
    expect(soldOut.statusCode).toBe(200);
    const pearlTopping = await call('staffA', 'PUT', `/api/console/stores/${a.identifier}/options/sold_out`, {
      group: '加料',
      option: '珍珠',
      sold_out: true,
    });
    expect(pearlTopping.statusCode).toBe(200);
    const before = await dinerMenu(a);

    const live = await fresh(a);
    const draft = clone(live.draft);
    pearl(draft).price = 55; // changed
    size(draft).options[1]!.price = 15; // 大 +15
    pearl(draft).option_groups.push({
      name: '吸管',
      min: 0,
      max: 1,
      options: [{ name: '不要吸管', price: 0, max_quantity: 1, is_default: false }],
    });
    draft.categories[0]!.name = '找口感（經典）'; // renamed
    draft.categories.push({
      name: '季節限定',
      entrees: [
        {
          name: '冬瓜檸檬',
          description: '冬季限定',
          image: 'https://img.example.tw/winter.jpg',
          price: 45.5,
          option_groups: [],
          collections: [],
        },
      ],
    });
    const saved = await save('ownerA', a, 0, draft);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().changes).toEqual({
      categories: { added: 1, changed: 1, removed: 0 },
      entrees: { added: 1, changed: 1, removed: 0 },
    });

    const res = await publish('ownerA', a, 1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      menu_version: a.menuVersion + 1,
      changes: saved.json().changes,
    });
    expect(await menuVersion(a)).toBe(a.menuVersion + 1);

    const after = await dinerMenu(a);
    expect(after.version).toBe(a.menuVersion + 1);
    expect(after.sha1).not.toBe(before.sha1);
    expect(after.categories.map((c: { name: string }) => c.name)).toEqual(['找口感（經典）', '季節限定']);
    const [milkTea, assam] = after.categories[0].entrees;
    expect(milkTea).toMatchObject({ id: a.entree[PEARL_MILK_TEA], price: 55 });
    expect(assam).toMatchObject({ id: a.entree[ASSAM_BLACK_TEA], price: 35 });
    expect(milkTea.option_groups.map((g: { name: string }) => g.name)).toEqual([
      '尺寸',
      '甜度',
      '冰塊',
      '加料',
      '吸管',
    ]);
    expect(milkTea.option_groups[0].options[1]).toEqual({
      id: a.option[`${PEARL_MILK_TEA}/尺寸/大`],
      name: '大',
      price: 15,
      max_quantity: 1,
      is_default: false,
    });
    expect(after.categories[0].id).toBe(a.category.找口感);
    expect(after.categories[1].entrees[0]).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: '冬瓜檸檬',
      description: '冬季限定',
      image: 'https://img.example.tw/winter.jpg',
      price: 45.5,
    });

    // Sold-out flags of what stayed survive the publish.
    const stock = await inventory(a);
    expect(stock.entrees).toEqual([a.entree[ASSAM_BLACK_TEA]]);
    expect(stock.options).toEqual([a.option[`${PEARL_MILK_TEA}/加料/珍珠`]]);

    // A cart built on the old version gets the spec's menu-changed refusal; on the new one it is priced anew.
    const line = pearlMilkTea(a, { 尺寸: '大', 甜度: '半糖', 冰塊: '少冰' });
    const check = checkBody(a, { cart: { items: [line] } });
    const refused = await t.app.inject({ method: 'POST', url: '/api/orders/check_order', payload: check });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'menu_version_changed',
      message: '菜單已更新，請重新確認購物車',
    });
    const priced = await t.app.inject({
      method: 'POST',
      url: '/api/orders/check_order',
      payload: { ...check, menu_version: a.menuVersion + 1 },
    });
    expect(priced.statusCode).toBe(200);
    expect(priced.json().total).toBe(70);

    // Audited, and the draft is gone: the editor starts again from the new live menu.
    const [record] = await listMenuPublications(t.db, a.storeId);
    expect(record).toMatchObject({ menuVersion: a.menuVersion + 1, changes: saved.json().changes });
    expect(await getDraft('ownerA', a)).toMatchObject({ revision: 0, menu_version: a.menuVersion + 1 });
  });

  it('publishes food labels of entrees and options, and the diner menu serves them (docs/features.md "Food labels")', async () => {
    const live = await fresh(a);
    const draft = clone(live.draft);
    const pearlDraft = draft.categories[0]!.entrees[0]!;
    pearlDraft.labels = {
      allergens: ['soy', 'milk'],
      vegetarian: 'lacto_ovo',
      spicy: 0,
      pork_origin: null,
      beef_origin: null,
    };
    pearlDraft.option_groups[0]!.options[1]!.labels = {
      allergens: ['egg'],
      vegetarian: null,
      spicy: 0,
      pork_origin: null,
      beef_origin: null,
    };
    const assam = draft.categories[0]!.entrees[1]!;
    // Labels that say nothing are no change and are stored as none.
    assam.labels = { allergens: [], vegetarian: null, spicy: 0, pork_origin: '', beef_origin: null };
    const saved = await save('ownerA', a, 0, draft);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().changes.entrees).toEqual({ added: 0, changed: 1, removed: 0 });
    const pub = await publish('ownerA', a, 1);
    expect(pub.statusCode).toBe(200);

    const [pearl, other] = (await dinerMenu(a)).categories[0].entrees;
    // Allergens in the order of 食品過敏原標示規定.
    expect(pearl.labels).toEqual({
      allergens: ['milk', 'soy'],
      vegetarian: 'lacto_ovo',
      spicy: 0,
      pork_origin: null,
      beef_origin: null,
    });
    expect(pearl.option_groups[0].options[1].labels.allergens).toEqual(['egg']);
    expect(pearl.option_groups[0].options[0]).not.toHaveProperty('labels');
    expect(other).not.toHaveProperty('labels');
    // The draft read back from the live menu carries them, so the next edit keeps them.
    expect((await fresh(a)).draft.categories[0]!.entrees[0]!.labels?.vegetarian).toBe('lacto_ovo');
  });

  it.each([
    ['an allergen not on the list', { allergens: ['shellfish'] }, '過敏原須為食品過敏原標示規定的項目'],
    ['a 素食 type not on the list', { vegetarian: 'vegetarian' }, '素食類別須為全素、蛋奶素或五辛素'],
    ['辣度 5', { spicy: 5 }, '辣度須為 0–3 的整數'],
    ['a long pork origin', { pork_origin: '台'.repeat(21) }, '豬肉原產地最多 20 個字'],
  ])('refuses food labels with %s (400, zh-TW) and saves nothing', async (_what, labels, message) => {
    const live = await fresh(a);
    const draft = clone(live.draft) as unknown as { categories: { entrees: { labels?: unknown }[] }[] };
    draft.categories[0]!.entrees[0]!.labels = labels;
    const res = await save('ownerA', a, 0, draft as unknown as MenuDraft);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error' });
    expect(res.json().message).toContain(message);
    expect((await getDraft('ownerA', a)).revision).toBe(0);
  });

  it('deletes entrees and categories left out, and publishing an unchanged draft makes no new version', async () => {
    const live = await fresh(a);
    const version = await menuVersion(a);
    const same = await save('ownerA', a, 0, clone(live.draft));
    expect(same.json().changes.entrees).toEqual({ added: 0, changed: 0, removed: 0 });
    expect((await publish('ownerA', a, 1)).json()).toMatchObject({ menu_version: version });
    expect(await menuVersion(a)).toBe(version);

    const draft = clone(live.draft);
    draft.categories.pop(); // 季節限定 and its 冬瓜檸檬
    draft.categories[0]!.entrees.reverse(); // 阿薩姆紅茶 first
    await save('ownerA', a, 0, draft);
    const res = await publish('ownerA', a, 1);
    expect(res.json()).toEqual({
      menu_version: version + 1,
      changes: {
        categories: { added: 0, changed: 0, removed: 1 },
        entrees: { added: 0, changed: 2, removed: 1 },
      },
    });
    const menu = await dinerMenu(a);
    expect(menu.categories).toHaveLength(1);
    expect(menu.categories[0].entrees.map((e: { name: string }) => e.name)).toEqual([
      ASSAM_BLACK_TEA,
      PEARL_MILK_TEA,
    ]);
  });

  it('refuses a draft made from an older menu (an import or another publish came first) and changes nothing', async () => {
    const live = await fresh(a);
    const mine = clone(live.draft);
    pearl(mine).name = '我的改名';
    await save('ownerA', a, 0, mine);
    // The catalogue importer replaces the menu meanwhile (it bumps menu_version).
    const version = (await menuVersion(a)) + 1;
    await t.db.update(stores).set({ menuVersion: version }).where(eq(stores.id, a.storeId));
    const res = await publish('ownerA', a, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'menu_draft_outdated',
      message: '這份草稿做好後，菜單已經更新過（其他人發布或匯入），無法發布；請捨棄草稿後重新編輯',
    });
    expect(await menuVersion(a)).toBe(version);
    const menu = await dinerMenu(a);
    const entree = menu.categories[0].entrees.find((e: { id: string }) => e.id === a.entree[PEARL_MILK_TEA]);
    expect(entree.name).toBe(PEARL_MILK_TEA);
    // The draft stays (the owner may copy from it) and says it is behind.
    expect(await getDraft('ownerA', a)).toMatchObject({
      revision: 1,
      menu_version: version,
      base_version: version - 1,
    });
    await fresh(a);
  });

  it('lets one of two concurrent publishes of one draft through, once', async () => {
    const live = await fresh(a);
    const version = await menuVersion(a);
    const draft = clone(live.draft);
    pearl(draft).price = 65;
    await save('ownerA', a, 0, draft);
    cookies.ownerA2 = cookies.ownerA!;
    const results = await Promise.all([publish('ownerA', a, 1), publish('ownerA2', a, 1)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await menuVersion(a)).toBe(version + 1);
    expect(
      (await listMenuPublications(t.db, a.storeId)).filter((p) => p.menuVersion === version + 1),
    ).toHaveLength(1);
  });

  it('keeps set meals (slots and choices) through a publish that edits their entrees', async () => {
    const c = await createStore(t.db, {
      menu: [
        {
          category: '套餐',
          entrees: [
            { name: '早餐套餐', price: 75 },
            { name: '香雞漢堡', price: 45 },
            { name: '冰紅茶', price: 35 },
          ],
        },
      ],
    });
    const [slot] = await t.db
      .insert(entreeCollections)
      .values({ entreeId: c.entree.早餐套餐!, name: '主餐', minSelections: 1, maxSelections: 1 })
      .returning({ id: entreeCollections.id });
    await t.db.insert(entreeCollectionItems).values([
      { collectionId: slot!.id, entreeId: c.entree.香雞漢堡!, upgradeCents: 0, sort: 0 },
      { collectionId: slot!.id, entreeId: c.entree.冰紅茶!, upgradeCents: 1000, sort: 1 },
    ]);
    await t.db.update(stores).set({ menuVersion: 2 }).where(eq(stores.id, c.storeId));
    cookies.ownerC = await staffSession(t, c, '0911200004', 'owner', 'pw-owner-c');
    const live = await getDraft('ownerC', c);
    expect(live.draft.categories[0]!.entrees[0]!.collections).toEqual([
      {
        id: slot!.id,
        name: '主餐',
        min: 1,
        max: 1,
        entrees: [
          { id: c.entree.香雞漢堡, upgrade: 0 },
          { id: c.entree.冰紅茶, upgrade: 10 },
        ],
      },
    ]);
    const draft = clone(live.draft);
    draft.categories[0]!.entrees[1]!.price = 50;
    await save('ownerC', c, 0, draft);
    expect((await publish('ownerC', c, 1)).statusCode).toBe(200);
    const menu = await dinerMenu(c);
    expect(menu.categories[0].entrees[0].collections).toEqual(
      live.draft.categories[0]!.entrees[0]!.collections,
    );
    expect(menu.categories[0].entrees[1].price).toBe(50);

    // Deleting an entree a set meal offers is refused, with what to do.
    const without = clone((await getDraft('ownerC', c)).draft);
    without.categories[0]!.entrees.splice(2, 1);
    const res = await save('ownerC', c, 0, without);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('套餐「早餐套餐」的「主餐」用到已刪除的品項，請先恢復該品項');
  });
});
