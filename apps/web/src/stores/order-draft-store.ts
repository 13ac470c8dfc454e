/**
 * Order draft (spec §3 "Order draft"): what the diner chose at checkout. Only the contact (contactBase) is
 * persisted, so a returning diner does not type name and phone again; the rest lives for the session.
 * orderChecking / orderSending are the busy flags of spec §4 ("Checking and sending each have a busy flag").
 */
import { OrderType, PaymentType } from '@iding/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type OrderTimeChoice = 'asap' | 'reserve';

export interface OrderDraftState {
  orderType: number;
  orderTimeChoice: OrderTimeChoice;
  /** "YYYY-MM-DD", Asia/Taipei. */
  orderDate: string;
  /** "HH:MM:00" (spec §3: order time saved as HH:MM:00). */
  orderTime: string;
  orderMemo: string;
  paymentType: number;
  contactBase: { name: string; phone: string };
  orderChecking: boolean;
  orderSending: boolean;
  currentOrderId: string | null;
  update(patch: Partial<Omit<OrderDraftState, 'update'>>): void;
}

export const useOrderDraft = create<OrderDraftState>()(
  persist(
    (set) => ({
      orderType: OrderType.TAKEAWAY,
      orderTimeChoice: 'asap',
      orderDate: '',
      orderTime: '',
      orderMemo: '',
      paymentType: PaymentType.CASH,
      contactBase: { name: '', phone: '' },
      orderChecking: false,
      orderSending: false,
      currentOrderId: null,
      update: (patch) => set(patch),
    }),
    {
      name: 'orderDraft',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ contactBase: s.contactBase }),
    },
  ),
);
