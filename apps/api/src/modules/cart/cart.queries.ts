/**
 * Server cart reads and writes (Drizzle only; spec §7 Cart). Every read and write is scoped by the member's
 * user id, so a line id of another member's cart simply is not found.
 */
import type { CartItem } from '@iding/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Runner } from '../../db/client';
import { cartItems, carts } from '../../db/schema';

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;

/** The member's cart at a store with its lines in cart order, or undefined when there is none. */
export async function findCart(
  db: Runner,
  userId: number,
  storeId: number,
): Promise<{ cart: CartRow; items: CartItemRow[] } | undefined> {
  const cart = (
    await db
      .select()
      .from(carts)
      .where(and(eq(carts.userId, userId), eq(carts.storeId, storeId)))
      .limit(1)
  )[0];
  if (!cart) return undefined;
  const items = await db
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, cart.id))
    .orderBy(asc(cartItems.position), asc(cartItems.id));
  return { cart, items };
}

/**
 * The member's cart at a store locked FOR UPDATE, created (empty, modify_time 0) if missing, so concurrent
 * writes of one member's cart run one after the other. `tx` must be a transaction.
 * @returns the row and whether it was created by this call.
 */
export async function lockCart(
  tx: Runner,
  userId: number,
  storeId: number,
  menuVersion: number,
): Promise<{ cart: CartRow; created: boolean }> {
  const inserted = await tx
    .insert(carts)
    .values({ userId, storeId, menuVersion, modifyTime: 0 })
    .onConflictDoNothing({ target: [carts.userId, carts.storeId] })
    .returning({ id: carts.id });
  const cart = (
    await tx
      .select()
      .from(carts)
      .where(and(eq(carts.userId, userId), eq(carts.storeId, storeId)))
      .limit(1)
      .for('update')
  )[0]!;
  return { cart, created: inserted.length > 0 };
}

/** Replaces every line of a cart with `items`, in order (position = array index). */
export async function replaceCartItems(tx: Runner, cartId: number, items: CartItem[]): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
  if (items.length === 0) return;
  await tx.insert(cartItems).values(items.map((item, position) => ({ cartId, position, item })));
}

/** Sets a cart's menu version and modify_time (epoch seconds). */
export async function updateCartStamp(
  tx: Runner,
  cartId: number,
  values: { menuVersion?: number; modifyTime?: number },
): Promise<void> {
  await tx
    .update(carts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}

/** One line of the member's cart at a store, or undefined (also when the line is another member's). */
export async function findOwnCartItem(
  db: Runner,
  userId: number,
  storeId: number,
  itemId: number,
): Promise<CartItemRow | undefined> {
  const rows = await db
    .select({ item: cartItems })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(cartItems.id, itemId), eq(carts.userId, userId), eq(carts.storeId, storeId)))
    .limit(1);
  return rows[0]?.item;
}

/** Replaces the content of one line of a cart. */
export async function updateCartItem(
  tx: Runner,
  cartId: number,
  itemId: number,
  item: CartItem,
): Promise<void> {
  await tx
    .update(cartItems)
    .set({ item })
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)));
}

/** Deletes lines of one cart by id; ids of other carts are left alone. @returns how many were deleted. */
export async function deleteCartItems(tx: Runner, cartId: number, itemIds: number[]): Promise<number> {
  if (itemIds.length === 0) return 0;
  const rows = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), inArray(cartItems.id, itemIds)))
    .returning({ id: cartItems.id });
  return rows.length;
}

/** Deletes the member's cart at a store with its lines. @returns true when there was one. */
export async function deleteCart(db: Runner, userId: number, storeId: number): Promise<boolean> {
  const rows = await db
    .delete(carts)
    .where(and(eq(carts.userId, userId), eq(carts.storeId, storeId)))
    .returning({ id: carts.id });
  return rows.length > 0;
}
