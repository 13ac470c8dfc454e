/**
 * A member's saved cards (spec §7 credit cards): list, remove, set the default; and their
 * store-credit movements (spec §7 GET /api/user/transactions/store_credits). Thin: schema + one service call
 * each. Only the logged-in member's own cards and movements; never a card number or a provider key.
 */
import {
  API_ROUTES,
  ZCardIdentifierRequest,
  ZSavedCreditCardsResponse,
  ZStoreCreditHistoryQuery,
  ZStoreCreditHistoryResponse,
} from '@iding/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listStoreCreditHistory } from './list-store-credit-history';
import { listSavedCards, removeSavedCard, setDefaultSavedCard } from './manage-saved-cards';

export const savedCardsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_ROUTES.userCreditCards,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['user'],
        summary: "The member's saved cards (spec §7 GET /api/user/credit_cards; spec §3 savedCreditCards)",
        description:
          'data: [{card_identifier, brand (spec §3 card brands), last_four, expiry "MM/YY" or null, ' +
          'is_default}], the default first then newest first. A card is listed once the payment that ' +
          'remembered it (記住這張卡) is paid. 401 unauthorized for a visitor.',
        response: { 200: ZSavedCreditCardsResponse },
      },
    },
    async (request) => listSavedCards(app.db, (await request.requireMember()).user.id),
  );

  app.delete(
    API_ROUTES.userCreditCardRemove,
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 }, auth: 'member' },
      schema: {
        tags: ['user'],
        summary: 'Remove a saved card (spec §7 DELETE /api/user/credit_card/remove {cardIdentifier})',
        description:
          'Forgets the card and its provider token; when it was the default, the newest card left becomes ' +
          'the default. Answers the cards left. 401 unauthorized; 404 card_not_found (unknown or another ' +
          "member's card: nothing changes).",
        body: ZCardIdentifierRequest,
        response: { 200: ZSavedCreditCardsResponse },
      },
    },
    async (request) =>
      removeSavedCard(app.db, (await request.requireMember()).user.id, request.body.cardIdentifier),
  );

  app.put(
    API_ROUTES.userCreditCardDefault,
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 }, auth: 'member' },
      schema: {
        tags: ['user'],
        summary: 'Make a saved card the default (spec §7 PUT /api/user/credit_card/default {cardIdentifier})',
        description:
          'The default card is offered first at checkout; one per member. Answers the cards. 401 ' +
          "unauthorized; 404 card_not_found (unknown or another member's card: nothing changes).",
        body: ZCardIdentifierRequest,
        response: { 200: ZSavedCreditCardsResponse },
      },
    },
    async (request) =>
      setDefaultSavedCard(app.db, (await request.requireMember()).user.id, request.body.cardIdentifier),
  );

  app.get(
    API_ROUTES.userStoreCreditTransactions,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['user'],
        summary:
          "The member's store-credit movements (spec §7 GET /api/user/transactions/store_credits?page&per_page=30[&identifier])",
        description:
          'Newest first: top-ups at the store (STORE_CREDIT_DEPOSIT 1002), order payments (ORDER_PAYMENT 1000, ' +
          'negative) and refunds (ORDER_REFUND 1001), each with the balance after it (TWD) and the store. ' +
          'data + links.pagination {total, per_page, current_page, last_page}. 401 unauthorized for a visitor; ' +
          '400 for a bad page or per_page.',
        querystring: ZStoreCreditHistoryQuery,
        response: { 200: ZStoreCreditHistoryResponse },
      },
    },
    async (request) => listStoreCreditHistory(app.db, (await request.requireMember()).user.id, request.query),
  );
};
