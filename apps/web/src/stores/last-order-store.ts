/**
 * The last order this browser placed (spec §4 submit success; spec §9 "order id under key orderId"), read by
 * the order-completed screen. Persisted with zustand `persist` in localStorage under `orderId`, holding the
 * bare order id as the spec's wire constant says (not a JSON envelope), so the stored value is unchanged.
 */
import { ORDER_ID_STORAGE_KEY } from '@iding/domain';
import { create } from 'zustand';
import { type PersistStorage, persist } from 'zustand/middleware';
import { safeWebStorage } from '../lib/persist-storage';

export interface LastOrderState {
  /** Order id (uuid) of the last order placed from this browser; null before the first. */
  orderId: string | null;
  setOrderId(orderId: string): void;
}

const local = safeWebStorage('local');

/** The order id as a bare string under its key (spec §9), not zustand's JSON envelope. */
const bareOrderId: PersistStorage<Pick<LastOrderState, 'orderId'>> = {
  getItem: (name) => {
    const orderId = local.getItem(name) as string | null;
    return orderId ? { state: { orderId }, version: 0 } : null;
  },
  setItem: (name, value) => {
    if (value.state.orderId) local.setItem(name, value.state.orderId);
    else local.removeItem(name);
  },
  removeItem: (name) => local.removeItem(name),
};

/** The last-order store; `useLastOrder((s) => s.orderId)`. */
export const useLastOrder = create<LastOrderState>()(
  persist(
    (set) => ({
      orderId: null,
      setOrderId: (orderId) => set({ orderId }),
    }),
    { name: ORDER_ID_STORAGE_KEY, storage: bareOrderId, partialize: (s) => ({ orderId: s.orderId }) },
  ),
);
