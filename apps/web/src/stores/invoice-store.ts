/**
 * The diner's last e-invoice choice on this browser (a member's last carrier is also kept on the server;
 * for visitors it is remembered here), so the 發票 section of the next checkout starts on it. Persisted with
 * zustand `persist` in localStorage under `invoiceCarrier`; a separate store from the order draft, which
 * lives only as long as its cart, because a carrier is kept across orders. Members also get theirs from the
 * server (GET /api/user/invoice_carrier), which wins on another device.
 */
import type { InvoiceType } from '@iding/domain';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistStorage } from '../lib/persist-storage';

/** The invoice fields as the checkout form holds them (wire names in order-request.ts). */
export interface InvoiceChoice {
  invoiceType: InvoiceType;
  /** 手機條碼, 自然人憑證號碼, 統一編號 or 愛心碼, as sent (normalised). */
  invoiceValue: string;
  /** 公司抬頭 (company only). */
  companyTitle: string;
}

export interface InvoiceState {
  /** The last carrier sent from this browser (a paper invoice leaves it, as on the server); null before. */
  last: InvoiceChoice | null;
  remember(choice: InvoiceChoice): void;
}

/** The invoice store; `useInvoiceChoice.getState().last`. */
export const useInvoiceChoice = create<InvoiceState>()(
  persist(
    (set) => ({
      last: null,
      remember: (choice) => set({ last: choice }),
    }),
    {
      name: 'invoiceCarrier',
      storage: persistStorage<Pick<InvoiceState, 'last'>>('local'),
      partialize: (s) => ({ last: s.last }),
    },
  ),
);
