/**
 * Coupon reads and writes (Drizzle only; ADR 031) on the coupons module's tables (coupons,
 * coupon_redemptions), reading stores and brands for names. Money in integer cents of TWD.
 */
import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Runner } from '../../db/client';
import { brands, couponRedemptions, coupons, orders, stores } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;

/** A coupon row with the names its views show. */
export type NamedCouponRow = CouponRow & {
  brandName: string;
  storeIdentifier: string | null;
  storeName: string | null;
};

const named = {
  coupon: coupons,
  brandName: brands.name,
  storeIdentifier: stores.identifier,
  storeName: stores.name,
};

const flatten = (
  rows: { coupon: CouponRow; brandName: string; storeIdentifier: string | null; storeName: string | null }[],
) =>
  rows.map(
    (r): NamedCouponRow => ({
      ...r.coupon,
      brandName: r.brandName,
      storeIdentifier: r.storeIdentifier,
      storeName: r.storeName,
    }),
  );

/** Coupons of a store's scope: the store's own and its brand's (store_id null). */
const scopeOf = (scope: { brandId: number; storeId: number }) =>
  and(eq(coupons.brandId, scope.brandId), or(isNull(coupons.storeId), eq(coupons.storeId, scope.storeId)));

/**
 * The active coupons offered at a store (its own and its brand's) at `now`, promo codes left out (they are
 * found by their code), newest first; `brandId` alone: every store of the brand.
 */
export async function listOfferedCoupons(
  db: Db,
  scope: { brandId?: number; storeId?: number },
  now: Date,
  limit = 100,
): Promise<NamedCouponRow[]> {
  const where = [
    eq(coupons.status, 'active'),
    lte(coupons.startsAt, now),
    gt(coupons.endsAt, now),
    isNull(coupons.code),
  ];
  if (scope.brandId !== undefined && scope.storeId !== undefined) {
    where.push(scopeOf({ brandId: scope.brandId, storeId: scope.storeId })!);
  } else if (scope.brandId !== undefined) {
    where.push(eq(coupons.brandId, scope.brandId));
  }
  const rows = await db
    .select(named)
    .from(coupons)
    .innerJoin(brands, eq(brands.id, coupons.brandId))
    .leftJoin(stores, eq(stores.id, coupons.storeId))
    .where(and(...where))
    .orderBy(desc(coupons.createdAt))
    .limit(limit);
  return flatten(rows);
}

/** Coupons that ended in (since, now], offered without a code, newest ending first (a member's 已過期 list). */
export async function listRecentlyEndedCoupons(db: Db, since: Date, now: Date, limit = 50) {
  const rows = await db
    .select(named)
    .from(coupons)
    .innerJoin(brands, eq(brands.id, coupons.brandId))
    .leftJoin(stores, eq(stores.id, coupons.storeId))
    .where(and(gt(coupons.endsAt, since), lte(coupons.endsAt, now), isNull(coupons.code)))
    .orderBy(desc(coupons.endsAt))
    .limit(limit);
  return flatten(rows);
}

/** Coupons by id (uuid strings; others are not coupons), whatever their scope or status. */
export async function findCouponsByIds(db: Db, ids: readonly string[]): Promise<NamedCouponRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(named)
    .from(coupons)
    .innerJoin(brands, eq(brands.id, coupons.brandId))
    .leftJoin(stores, eq(stores.id, coupons.storeId))
    .where(inArray(coupons.id, [...ids]));
  return flatten(rows);
}

/** The promo code `code` (upper-case) of a brand, or undefined. */
export async function findCouponByCode(
  db: Db,
  brandId: number,
  code: string,
): Promise<NamedCouponRow | undefined> {
  const rows = await db
    .select(named)
    .from(coupons)
    .innerJoin(brands, eq(brands.id, coupons.brandId))
    .leftJoin(stores, eq(stores.id, coupons.storeId))
    .where(and(eq(coupons.brandId, brandId), eq(coupons.code, code)));
  return flatten(rows)[0];
}

/** Who a use is counted for: a member, or a visitor by the order's phone. */
export interface CouponDiner {
  userId: number | null;
  phone: string | null;
}

/**
 * How many uses each coupon has by this diner (redemptions not released), leaving out `excludeOrderId`'s.
 * A member's uses are theirs by account; a visitor's by the phone they order with. @returns coupon id → uses.
 */
export async function countDinerUses(
  db: Runner,
  couponIds: readonly string[],
  diner: CouponDiner,
  excludeOrderId?: string,
): Promise<Map<string, number>> {
  const uses = new Map<string, number>();
  const who =
    diner.userId !== null
      ? eq(couponRedemptions.userId, diner.userId)
      : diner.phone
        ? eq(couponRedemptions.contactPhone, diner.phone)
        : undefined;
  if (couponIds.length === 0 || !who) return uses;
  const rows = await (db as Db)
    .select({ couponId: couponRedemptions.couponId, n: sql<number>`count(*)::int` })
    .from(couponRedemptions)
    .where(
      and(
        inArray(couponRedemptions.couponId, [...couponIds]),
        who,
        isNull(couponRedemptions.releasedAt),
        excludeOrderId ? sql`${couponRedemptions.orderId} <> ${excludeOrderId}` : undefined,
      ),
    )
    .groupBy(couponRedemptions.couponId);
  for (const r of rows) uses.set(r.couponId, Number(r.n));
  return uses;
}

/**
 * Locks the coupons' rows for the caller's transaction (FOR UPDATE, in id order so two orders never lock in
 * opposite orders), so their use counts cannot change until it commits. @returns the rows.
 */
export async function lockCoupons(tx: Runner, ids: readonly string[]): Promise<CouponRow[]> {
  if (ids.length === 0) return [];
  return (tx as Db)
    .select()
    .from(coupons)
    .where(inArray(coupons.id, [...ids]))
    .orderBy(asc(coupons.id))
    .for('update');
}

/** Adds `by` (±1) to the coupons' used_count. */
export async function addCouponUses(tx: Runner, ids: readonly string[], by: 1 | -1): Promise<void> {
  if (ids.length === 0) return;
  await (tx as Db)
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} + ${by}, 0)` })
    .where(inArray(coupons.id, [...ids]));
}

/** Writes an order's redemptions (one per coupon it uses). */
export async function insertRedemptions(
  tx: Runner,
  rows: {
    couponId: string;
    orderId: string;
    userId: number | null;
    contactPhone: string;
    discountCents: number;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  await (tx as Db).insert(couponRedemptions).values(rows);
}

/**
 * Releases an order's redemptions of `couponIds` (a changed order that no longer uses them).
 * @returns the coupon ids released (not already released).
 */
export async function releaseRedemptions(
  tx: Runner,
  orderId: string,
  couponIds: readonly string[],
  at: Date,
): Promise<string[]> {
  if (couponIds.length === 0) return [];
  const rows = await (tx as Db)
    .update(couponRedemptions)
    .set({ releasedAt: at })
    .where(
      and(
        eq(couponRedemptions.orderId, orderId),
        inArray(couponRedemptions.couponId, [...couponIds]),
        isNull(couponRedemptions.releasedAt),
      ),
    )
    .returning({ couponId: couponRedemptions.couponId });
  return rows.map((r) => r.couponId);
}

/** Updates the discount of an order's redemption of a coupon (a changed order re-priced). */
export async function setRedemptionDiscount(
  tx: Runner,
  orderId: string,
  couponId: string,
  discountCents: number,
): Promise<void> {
  await (tx as Db)
    .update(couponRedemptions)
    .set({ discountCents })
    .where(and(eq(couponRedemptions.orderId, orderId), eq(couponRedemptions.couponId, couponId)));
}

/**
 * A member's redemptions not released, newest first, with the order's number (the order's row is read for
 * its number only: a use is the order's, ADR 031). `brandId` narrows to one brand.
 */
export async function listMemberRedemptions(db: Db, userId: number, brandId?: number, limit = 100) {
  const rows = await db
    .select({
      ...named,
      orderId: couponRedemptions.orderId,
      orderNumber: orders.orderNumber,
      discountCents: couponRedemptions.discountCents,
      usedAt: couponRedemptions.createdAt,
    })
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .innerJoin(brands, eq(brands.id, coupons.brandId))
    .leftJoin(stores, eq(stores.id, coupons.storeId))
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .where(
      and(
        eq(couponRedemptions.userId, userId),
        isNull(couponRedemptions.releasedAt),
        brandId === undefined ? undefined : eq(coupons.brandId, brandId),
      ),
    )
    .orderBy(desc(couponRedemptions.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    coupon: flatten([r])[0]!,
    orderId: r.orderId,
    orderNumber: r.orderNumber,
    discountCents: r.discountCents,
    usedAt: r.usedAt,
  }));
}

// --- The console's 優惠券 page (create-coupon.ts, list-console-coupons.ts, update-coupon-status.ts) ---

export type CouponInsert = typeof coupons.$inferInsert;

/** Inserts coupons (the console's one, or a store's list of the import file). @returns their rows. */
export async function insertCouponRows(db: Runner, rows: CouponInsert[]): Promise<CouponRow[]> {
  if (rows.length === 0) return [];
  return (db as Db).insert(coupons).values(rows).returning();
}

/** The coupons of a store's scope (its own and its brand's), whatever their status, newest first. */
export async function listScopeCoupons(db: Db, scope: { brandId: number; storeId: number }, limit = 300) {
  return db.select().from(coupons).where(scopeOf(scope)).orderBy(desc(coupons.createdAt)).limit(limit);
}

/**
 * Sets a coupon of the store's own (not the brand's) to `status`, unless it has ended (ending is final).
 * @returns the row changed, or undefined when none was (unknown, another store's or the brand's, or ended).
 */
export async function setStoreCouponStatus(
  db: Db,
  storeId: number,
  id: string,
  status: 'active' | 'paused' | 'ended',
): Promise<CouponRow | undefined> {
  const [row] = await db
    .update(coupons)
    .set({ status })
    .where(and(eq(coupons.id, id), eq(coupons.storeId, storeId), sql`${coupons.status} <> 'ended'`))
    .returning();
  return row;
}

/**
 * Writes a store's coupons of the import file by id: a new one is inserted, one imported before gets the file's
 * definition again (its use count and status stay: the store may have paused or ended it).
 */
export async function upsertImportedCoupons(tx: Runner, rows: (CouponInsert & { id: string })[]) {
  if (rows.length === 0) return;
  await (tx as Db)
    .insert(coupons)
    .values(rows)
    .onConflictDoUpdate({
      target: coupons.id,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        source: sql`excluded.source`,
        applicability: sql`excluded.applicability`,
        exclusive: sql`excluded.exclusive`,
        minSpendCents: sql`excluded.min_spend_cents`,
        startsAt: sql`excluded.starts_at`,
        endsAt: sql`excluded.ends_at`,
        orderTypes: sql`excluded.order_types`,
        benefit: sql`excluded.benefit`,
        code: sql`excluded.code`,
        totalLimit: sql`excluded.total_limit`,
        perMemberLimit: sql`excluded.per_member_limit`,
      },
    });
}

/** A coupon to write: the table's insert shape (money in integer cents of TWD, instants as Date). */
export type NewCouponRow = typeof coupons.$inferInsert;

/** Writes a coupon. @returns its row (id, used_count 0, status active unless given). */
export async function insertCoupon(db: Runner, row: NewCouponRow): Promise<CouponRow> {
  const [inserted] = await (db as Db).insert(coupons).values(row).returning();
  return inserted!;
}
