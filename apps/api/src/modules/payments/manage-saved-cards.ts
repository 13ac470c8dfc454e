/**
 * A member's saved cards (記住這張卡; spec §3 savedCreditCards, §7 credit cards): kept when the
 * diner ticked remember on a card payment (a card prime: never a wallet, never a visitor) and that payment is
 * PAID; listed without any card number or provider key; removed; one default. Paying with a saved card
 * resolves its card_identifier to the provider's card secret, for its own member only.
 */
import { CARD_BRANDS, type CardBrand, type SavedCreditCard } from '@iding/domain';
import type { Db, Runner } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { isUuid } from '../../lib/uuid';
import type { SavedCard, SavedCardSecret } from '../../providers/payment/index';
import {
  defaultNewestCard,
  deletePendingCards,
  deleteSavedCard,
  findPendingCard,
  findSavedCard,
  findSavedCardByFingerprint,
  findSavedCards,
  insertPendingCard,
  refreshSavedCard,
  type SavedCardRow,
  savePendingCard,
  setDefaultCard,
} from './saved-cards.queries';

const notFound = () => new ApiError('card_not_found', '找不到這張信用卡，請重新選擇或改用新卡片');

/** "MM/YY" of a YYYYMM expiry; null when unknown. */
function expiryLabel(expiry: string | null): string | null {
  const m = expiry ? /^(\d{2})(\d{2})(\d{2})$/.exec(expiry) : null;
  return m ? `${m[3]}/${m[2]}` : null;
}

function toWire(row: SavedCardRow): SavedCreditCard {
  const brand = (CARD_BRANDS as readonly string[]).includes(row.brand) ? (row.brand as CardBrand) : 'unknown';
  return {
    card_identifier: row.id,
    brand,
    last_four: row.lastFour,
    expiry: expiryLabel(row.expiry),
    is_default: row.isDefault,
  };
}

/** spec §7 `GET /api/user/credit_cards`: the member's saved cards, the default first. */
export async function listSavedCards(db: Db, userId: number): Promise<{ data: SavedCreditCard[] }> {
  return { data: (await findSavedCards(db, userId)).map(toWire) };
}

/**
 * spec §7 `DELETE /api/user/credit_card/remove`: forgets the member's card (the provider's token goes with
 * it). When it was the default, the newest card left becomes the default.
 * @throws ApiError card_not_found (404) for an unknown card or another member's.
 */
export async function removeSavedCard(db: Db, userId: number, cardIdentifier: string) {
  if (!isUuid(cardIdentifier)) throw notFound();
  const removed = await deleteSavedCard(db, userId, cardIdentifier);
  if (!removed) throw notFound();
  if (removed.isDefault) await defaultNewestCard(db, userId);
  return listSavedCards(db, userId);
}

/**
 * spec §7 `PUT /api/user/credit_card/default`: the card offered first at checkout.
 * @throws ApiError card_not_found (404) for an unknown card or another member's.
 */
export async function setDefaultSavedCard(db: Db, userId: number, cardIdentifier: string) {
  if (!isUuid(cardIdentifier) || !(await setDefaultCard(db, userId, cardIdentifier))) throw notFound();
  return listSavedCards(db, userId);
}

/**
 * The provider's secret of the member's saved card, to pay by it (spec §7 card_identifier).
 * @param providerCode the adapter that will charge it: a card kept by another provider cannot be charged.
 * @throws ApiError card_not_found (404) for a visitor, an unknown card or another member's (nothing is
 *   charged); card_not_usable (422) when the card's provider does not take cards now.
 */
export async function resolveSavedCard(
  db: Db,
  userId: number | null,
  cardIdentifier: string,
  providerCode: string,
): Promise<SavedCardSecret> {
  if (userId === null || !isUuid(cardIdentifier)) throw notFound();
  const card = await findSavedCard(db, userId, cardIdentifier);
  if (!card) throw notFound();
  if (card.provider !== providerCode) {
    throw new ApiError('card_not_usable', '這張卡目前無法使用，請改用新卡片或其他付款方式');
  }
  return { cardKey: card.cardKey, cardToken: card.cardToken };
}

/**
 * Records the card a provider answered for a payment the member asked to remember: pending, kept only when
 * the payment is paid (keepRememberedCard), so a card whose 3-D Secure never finished is never kept.
 */
export async function rememberCard(
  db: Runner,
  input: { userId: number; paymentId: string; provider: string; card: SavedCard; now: number },
): Promise<void> {
  const { card } = input;
  await insertPendingCard(db, {
    userId: input.userId,
    provider: input.provider,
    cardKey: card.cardKey,
    cardToken: card.cardToken,
    brand: card.brand,
    lastFour: card.lastFour,
    binCode: card.binCode,
    expiry: card.expiry ?? null,
    fingerprint: card.fingerprint ?? `${card.brand}:${card.binCode}:${card.lastFour}:${card.expiry ?? ''}`,
    paymentId: input.paymentId,
    createdAt: new Date(input.now),
  });
}

/**
 * Keeps the pending card of a payment that is now PAID (the member's first card becomes the default). The same
 * card saved before (same provider and fingerprint: TapPay's card_identifier, else brand, bin, last four and
 * expiry) is not listed twice: the saved one takes the new key and token and the pending row goes. Never
 * fails the settlement: a card that could not be kept is only not listed.
 */
export async function keepRememberedCard(db: Runner, paymentId: string, now: number): Promise<void> {
  const at = new Date(now);
  // A unique index may refuse a save that raced another: the default (one per member) or the same card saved
  // at the same instant (one per fingerprint). Look again and retry; both are settled by the second pass.
  for (let attempt = 0; attempt < 3; attempt++) {
    const pending = await findPendingCard(db, paymentId);
    if (!pending) return;
    const same = await findSavedCardByFingerprint(db, pending);
    if (same) {
      await refreshSavedCard(db, same.id, pending);
      await deletePendingCards(db, paymentId);
      return;
    }
    try {
      await savePendingCard(db, paymentId, at, true);
      return;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
}

/** Forgets the pending card of a payment that failed or was cancelled. */
export async function dropRememberedCard(db: Runner, paymentId: string): Promise<void> {
  await deletePendingCards(db, paymentId);
}
