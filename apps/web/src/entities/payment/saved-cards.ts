/**
 * The member's saved cards (spec §3 savedCreditCards, §7 credit cards): `GET
 * /api/user/credit_cards` (the default first), `DELETE /api/user/credit_card/remove` and `PUT
 * /api/user/credit_card/default` with `{cardIdentifier}`. Shared by the checkout's 信用卡 choice and the member's
 * card page. Never a card number: brand, last four, expiry.
 */
import type { CardBrand, SavedCreditCard, SavedCreditCardsResponse } from '@iding/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { apiPaths } from '../../lib/paths';

export const SAVED_CARDS_KEY = ['saved-cards'] as const;

/** The logged-in member's saved cards (`enabled` false for a visitor: none). */
export function useSavedCards(enabled = true) {
  return useQuery({
    queryKey: SAVED_CARDS_KEY,
    queryFn: async () => (await api<SavedCreditCardsResponse>(apiPaths.userCreditCards())).data,
    enabled,
  });
}

/** Remove (DELETE …/remove) or make default (PUT …/default) a card; the list is refreshed from the answer. */
export function useSavedCardAction(kind: 'remove' | 'default') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cardIdentifier: string) =>
      api<SavedCreditCardsResponse>(
        kind === 'remove' ? apiPaths.userCreditCardRemove() : apiPaths.userCreditCardDefault(),
        { method: kind === 'remove' ? 'DELETE' : 'PUT', body: { cardIdentifier } },
      ),
    onSuccess: (res) => client.setQueryData<SavedCreditCard[]>(SAVED_CARDS_KEY, res.data),
  });
}

/** spec §3 card brands as diners know them. */
export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'VISA',
  mastercard: 'Mastercard',
  jcb: 'JCB',
  unionpay: '銀聯卡',
  amex: 'American Express',
  unknown: '信用卡',
};
