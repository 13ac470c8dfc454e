/**
 * 建立新購物車？ (spec §4 "Cart"), with the real cart store and the app's confirm dialog: adding
 * at another store asks first; 保留原購物車 keeps the cart as it was, 建立新購物車 replaces it with the new line.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCart } from '../../../stores/cart-store';
import { line, SALAD, TEA } from '../../../test/cart-factories';
import { NewCartDialog, useNewCartGuard } from './new-cart-dialog';

/** The menu of 新店 (menu version 7) with one button that adds a 沙拉. */
function Menu({ onAdded }: { onAdded: () => void }) {
  const guard = useNewCartGuard('new-store', 7, onAdded);
  return (
    <>
      <button type="button" onClick={() => guard.offer(line(SALAD, 1))}>
        加入沙拉
      </button>
      <NewCartDialog guard={guard} from="舊店" to="新店" />
    </>
  );
}

function renderMenu() {
  const onAdded = vi.fn();
  render(<Menu onAdded={onAdded} />);
  return { onAdded, user: userEvent.setup() };
}

const cart = () => useCart.getState();

describe('new-cart dialog', () => {
  beforeEach(() => {
    cart().startNew('old-store', 3);
    cart().change({ mode: 'create', item: line(TEA, 2) });
  });

  it('asks before adding from another store, and 保留原購物車 keeps the cart', async () => {
    const { onAdded, user } = renderMenu();
    await user.click(screen.getByRole('button', { name: '加入沙拉' }));

    const dialog = await screen.findByRole('alertdialog', { name: '建立新購物車？' });
    expect(dialog.textContent).toContain('購物車裡是「舊店」的餐點。要清空它，為「新店」建立新購物車嗎？');
    expect(cart().identifier).toBe('old-store');

    await user.click(screen.getByRole('button', { name: '保留原購物車' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(cart().identifier).toBe('old-store');
    expect(cart().items.map((i) => [i.id, i.quantity])).toEqual([[TEA, 2]]);
    expect(onAdded).not.toHaveBeenCalled();
  });

  it('建立新購物車 replaces the cart with the new line', async () => {
    const { onAdded, user } = renderMenu();
    await user.click(screen.getByRole('button', { name: '加入沙拉' }));
    await user.click(await screen.findByRole('button', { name: '建立新購物車' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(cart().identifier).toBe('new-store');
    expect(cart().menu_version).toBe(7);
    expect(cart().items.map((i) => [i.id, i.quantity])).toEqual([[SALAD, 1]]);
    expect(onAdded).toHaveBeenCalledTimes(1);
  });

  it("adds at once to the cart's own store", async () => {
    cart().startNew('new-store', 7);
    const { onAdded, user } = renderMenu();
    await user.click(screen.getByRole('button', { name: '加入沙拉' }));

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(cart().items.map((i) => i.id)).toEqual([SALAD]);
    expect(onAdded).toHaveBeenCalledTimes(1);
  });
});
