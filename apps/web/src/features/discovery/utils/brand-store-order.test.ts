/** Brand stores order (spec §2 /brands/{bid}/stores): nearest first with a position, else open first. */
import { describe, expect, it } from 'vitest';
import { orderBrandStores } from './brand-store-order';

const s = (id: string, distance: number | null, is_closed = false) => ({ id, distance, is_closed });
const ids = (list: { id: string }[]) => list.map((x) => x.id);

describe('orderBrandStores', () => {
  it('keeps the server distance order and puts stores without a distance last', () => {
    const stores = [s('nowhere', null), s('near', 120), s('mid', 900, true), s('far', 9000)];
    expect(ids(orderBrandStores(stores, true))).toEqual(['near', 'mid', 'far', 'nowhere']);
  });

  it('puts open stores first without a position, keeping the server order otherwise', () => {
    const stores = [s('a', null, true), s('b', null), s('c', null, true), s('d', null)];
    expect(ids(orderBrandStores(stores, false))).toEqual(['b', 'd', 'a', 'c']);
  });

  it('does not change the list it was given', () => {
    const stores = [s('a', null), s('b', 5)];
    orderBrandStores(stores, true);
    expect(ids(stores)).toEqual(['a', 'b']);
  });
});
