/**
 * Converting priced cart lines back to what a request sends (spec §3 Cart item): the ids and quantities
 * pricing reads, names and prices left out. Its own small module so the web's cart store and the server's
 * carts use it without carrying the pricing rules.
 */
import type { CartItemCollection } from '../cart';

/** A set-meal pick as priced or stored: the slot id and the chosen entree with its options. */
interface CollectionLike {
  id: string;
  entree: { id: string; memo?: string; options: { id: string; quantity: number }[] };
}

/**
 * The request form of a line's set-meal picks (spec §3 Cart item collections): `{id, entree: {id, memo,
 * options: [{id, quantity}]}}`; `undefined` for a line that is not a set meal, so plain lines stay as they were.
 */
export function collectionInputs(
  collections: CollectionLike[] | undefined,
): CartItemCollection[] | undefined {
  if (!collections || collections.length === 0) return undefined;
  return collections.map((c) => ({
    id: c.id,
    entree: {
      id: c.entree.id,
      memo: c.entree.memo ?? '',
      options: c.entree.options.map((o) => ({ id: o.id, quantity: o.quantity })),
    },
  }));
}
