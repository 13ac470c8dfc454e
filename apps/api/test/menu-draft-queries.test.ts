/**
 * The menu publish's writes keep to their store (ADR 017; DESIGN.md "Security": every
 * store-scoped write checks ownership). The service checks a draft's ids against the store's menu first; the
 * upserts themselves also refuse to update another store's option groups, options and set-meal slots by id,
 * as they already did for categories and entrees, so a draft that slipped past that check still cannot reach
 * another store's menu.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entreeCollections, optionGroups, options } from '../src/db/schema';
import { upsertOptionGroups, upsertOptions, writeCollections } from '../src/modules/menu/menu-draft.queries';
import { type CreatedStore, createStore, DRINK_MENU, PEARL_MILK_TEA } from './factories';
import { buildTestApp, type TestApp } from './helper';

describe('menu publish writes stay within the store', () => {
  let t: TestApp;
  let mine: CreatedStore;
  let theirs: CreatedStore;
  beforeAll(async () => {
    t = await buildTestApp();
    mine = await createStore(t.db, { menu: DRINK_MENU });
    theirs = await createStore(t.db, { menu: DRINK_MENU });
  });
  afterAll(async () => t.close());

  const group = async (id: string) =>
    (await t.db.select().from(optionGroups).where(eq(optionGroups.id, id)))[0]!;
  const option = async (id: string) => (await t.db.select().from(options).where(eq(options.id, id)))[0]!;

  it("an option group id of another store is not updated (this store's is)", async () => {
    const theirGroup = theirs.group[`${PEARL_MILK_TEA}/尺寸`]!;
    const myGroup = mine.group[`${PEARL_MILK_TEA}/尺寸`]!;
    const before = await group(theirGroup);
    await t.db.transaction(async (tx) => {
      await upsertOptionGroups(tx, mine.storeId, [
        {
          id: theirGroup,
          entreeId: mine.entree[PEARL_MILK_TEA]!,
          name: '被改名',
          minSelections: 0,
          maxSelections: 3,
          sort: 9,
        },
        {
          id: myGroup,
          entreeId: mine.entree[PEARL_MILK_TEA]!,
          name: '杯型',
          minSelections: 1,
          maxSelections: 1,
          sort: 0,
        },
      ]);
    });
    expect(await group(theirGroup)).toEqual(before);
    expect((await group(myGroup)).name).toBe('杯型');
  });

  it('an option id of another store is not updated', async () => {
    const theirOption = theirs.option[`${PEARL_MILK_TEA}/尺寸/大`]!;
    const before = await option(theirOption);
    await t.db.transaction(async (tx) => {
      await upsertOptions(tx, mine.storeId, [
        {
          id: theirOption,
          groupId: mine.group[`${PEARL_MILK_TEA}/尺寸`]!,
          name: '免費',
          priceCents: 0,
          maxQuantity: 1,
          isDefault: false,
          sort: 0,
        },
      ]);
    });
    expect(await option(theirOption)).toEqual(before);
  });

  it('a set-meal slot id of another store is not updated', async () => {
    const [slot] = await t.db
      .insert(entreeCollections)
      .values({ entreeId: theirs.entree[PEARL_MILK_TEA]!, name: '飲料', minSelections: 1, maxSelections: 1 })
      .returning();
    await t.db.transaction(async (tx) => {
      await writeCollections(
        tx,
        mine.storeId,
        [
          {
            id: slot!.id,
            entreeId: mine.entree[PEARL_MILK_TEA]!,
            name: '被改名',
            minSelections: 0,
            maxSelections: 2,
            sort: 1,
          },
        ],
        [],
      );
    });
    const [after] = await t.db.select().from(entreeCollections).where(eq(entreeCollections.id, slot!.id));
    expect(after).toEqual(slot);
  });
});
