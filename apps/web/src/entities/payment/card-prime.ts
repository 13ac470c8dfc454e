/**
 * The card form currently on screen, as the submit code reaches it: `getPrime()` validates the fields and
 * answers the prime (or null, showing the fields' message). Only the form holds the card number; the rest of
 * the app only ever sees the prime (issue #13 §2).
 */
import { create } from 'zustand';

interface CardPrimeState {
  getPrime: (() => string | null) | null;
  set(getPrime: (() => string | null) | null): void;
}

export const useCardPrime = create<CardPrimeState>((set) => ({
  getPrime: null,
  set: (getPrime) => set({ getPrime }),
}));

/** The prime of the card form on screen; null when it is missing or its fields are not valid. */
export function takeCardPrime(): string | null {
  return useCardPrime.getState().getPrime?.() ?? null;
}
