/**
 * The card choice currently on screen, as the submit code reaches it: `getCard()` validates the form and
 * answers the provider's prime (with 記住這張卡) or a saved card's identifier, or null (showing the form's
 * message). Only the form holds the card number; the rest of the app only ever sees the prime (
 * §3).
 */
import { create } from 'zustand';

/** What pays a card order (spec §7 POST /api/payment/credit_card): a new card's prime, or a saved card. */
export type CardChoice = { prime: string; remember?: boolean } | { cardIdentifier: string };

interface CardPrimeState {
  getCard: (() => CardChoice | null) | null;
  set(getCard: (() => CardChoice | null) | null): void;
}

export const useCardPrime = create<CardPrimeState>((set) => ({
  getCard: null,
  set: (getCard) => set({ getCard }),
}));

/** The card of the form on screen; null when it is missing or its fields are not valid. */
export function takeCard(): CardChoice | null {
  return useCardPrime.getState().getCard?.() ?? null;
}
