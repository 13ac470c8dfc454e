/**
 * 查詢訂單 grants (ADR 028): which guest orders a browser (visitor cookie hash, ADR 003) may open besides its
 * own. Drizzle only.
 */
import { and, desc, eq, gt, gte, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Runner } from '../../db/client';
import { guestOrderGrants, orders, stores } from '../../db/schema';

/** An order placed without a login: still a guest's, or since joined to the member of its phone. */
const placedAsGuest = or(isNull(orders.userId), isNotNull(orders.guestLinkedAt));

/**
 * Grants `visitorHash` every guest order with contact phone `contactPhone` placed since `since`, until
 * `expiresAt` (an existing grant is renewed).
 * @param contactPhone as orders store it, "0912345678".
 * @returns how many orders were granted.
 */
export async function grantGuestOrdersByPhone(
  db: Runner,
  input: { contactPhone: string; visitorHash: string; since: Date; now: Date; expiresAt: Date },
): Promise<number> {
  const result = (await db.execute(sql`
    insert into ${guestOrderGrants} (visitor_token_hash, order_id, granted_at, expires_at)
    select ${input.visitorHash}, ${orders.id}, ${input.now.toISOString()}::timestamptz,
      ${input.expiresAt.toISOString()}::timestamptz
    from ${orders}
    where ${and(eq(orders.contactPhone, input.contactPhone), gte(orders.createdAt, input.since), placedAsGuest)}
    on conflict (visitor_token_hash, order_id)
      do update set granted_at = excluded.granted_at, expires_at = excluded.expires_at
    returning order_id`)) as unknown as { rows: { order_id: string }[] }; // node-postgres and PGlite both
  return result.rows.length;
}

/**
 * The guest orders `visitorHash` holds a live grant to, placed since `since`, with their store, newest first.
 */
export async function listGrantedOrders(db: Db, visitorHash: string, since: Date, now: Date) {
  return db
    .select({ order: orders, storeIdentifier: stores.identifier, storeName: stores.name })
    .from(guestOrderGrants)
    .innerJoin(orders, eq(orders.id, guestOrderGrants.orderId))
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(
      and(
        eq(guestOrderGrants.visitorTokenHash, visitorHash),
        gt(guestOrderGrants.expiresAt, now),
        gte(orders.createdAt, since),
        placedAsGuest,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** True when `visitorHash` holds a live grant to order `orderId`. */
export async function hasLiveGrant(
  db: Db,
  orderId: string,
  visitorHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(guestOrderGrants)
    .where(
      and(
        eq(guestOrderGrants.visitorTokenHash, visitorHash),
        eq(guestOrderGrants.orderId, orderId),
        gt(guestOrderGrants.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Deletes the grants expired at `at`; @returns how many. */
export async function deleteExpiredGrants(db: Db, at: Date): Promise<number> {
  const rows = await db
    .delete(guestOrderGrants)
    .where(lte(guestOrderGrants.expiresAt, at))
    .returning({ orderId: guestOrderGrants.orderId });
  return rows.length;
}
