/**
 * Member server cart routes (spec §7 Cart). Thin: schema + one service call each. Every route
 * needs a login (401 unauthorized for visitors, checked before the body is validated) and reaches only the
 * caller's own cart: another member's line ids answer 404 with no data.
 */
import {
  API_ROUTES,
  ZCartItemIdParam,
  ZDeleteCartItemRequest,
  ZIdentifierParams,
  ZOkResponse,
  ZSaveCartResponse,
  ZServerCart,
  ZSetCartRequest,
  ZUpdateCartItemRequest,
  zText,
} from '@iding/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearCart } from './clear-cart';
import { deleteCartLine } from './delete-cart-item';
import { getCart } from './get-cart';
import { setCart } from './set-cart';
import { updateCartLine } from './update-cart-item';

const REFUSALS =
  'Refusals: 401 unauthorized (visitor) | token_expired | invalid_token, 403 csrf_failed (cookie write ' +
  'without X-Requested-With), 404 store_not_found.';

const MODIFY_TIME_RULE =
  'modify_time (epoch seconds) decides which copy is newer: if the stored cart has a greater modify_time ' +
  'than the one sent, nothing is changed and the answer is the stored cart with `saved: false` (the client ' +
  'should replace its local cart with it); otherwise the change is saved (`saved: true`). Absent = server ' +
  'now; more than 5 minutes ahead of the server clock counts as now.';

const PRICING =
  'Lines are priced from the store’s current menu like check_order; client prices are ignored. Stored lines ' +
  'the current menu can no longer price are deleted and listed once in `removed_items`.';

/** Member cart routes (spec §7 Cart). */
export const cartRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  // Login first, so a visitor learns they must log in before any complaint about the body (this plugin is
  // encapsulated: the hook covers only the routes below).
  app.addHook('onRequest', async (request) => {
    await request.requireMember();
  });
  const memberId = async (request: { requireMember(): Promise<{ user: { id: number } }> }) =>
    (await request.requireMember()).user.id;

  app.get(
    API_ROUTES.cart,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['cart'],
        summary: "The member's cart at a store, priced from the current menu (spec §3 Cart, §7)",
        description:
          `Empty cart → items [] and modify_time 0 (no server copy). ${PRICING} menu_version is the version ` +
          `the prices come from; menu_version_changed says the cart was saved on an older one. ${REFUSALS}`,
        params: ZIdentifierParams,
        response: { 200: ZServerCart },
      },
    },
    async (request) => getCart(app.db, app.state.menus, await memberId(request), request.params.identifier),
  );

  app.post(
    API_ROUTES.cartSave,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['cart'],
        summary: "Replaces the member's cart at a store (spec §7; login merge and re-sync)",
        description:
          `${MODIFY_TIME_RULE} ${PRICING} At most 200 lines. 400 identifier_required ` +
          '(「請先選擇店家再加入購物車」, spec §5) when identifier is missing; 422 menu_item_error for an unknown ' +
          `entree/option, choices outside an option group's min/max, or a quantity outside 1..99. ${REFUSALS}`,
        body: ZSetCartRequest,
        response: { 200: ZSaveCartResponse },
      },
    },
    async (request) => setCart(app.db, app.state.menus, await memberId(request), request.body, app.now()),
  );

  app.patch(
    API_ROUTES.cartItem,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['cart'],
        summary: 'Replaces one line of the member’s cart (spec §7)',
        description:
          `${MODIFY_TIME_RULE} The line is checked like check_order (422 menu_item_error). 404 not_found when ` +
          `the line is not in this member's cart at this store. 400 identifier_required. ${REFUSALS}`,
        params: z.object({ itemId: ZCartItemIdParam }),
        body: ZUpdateCartItemRequest,
        response: { 200: ZSaveCartResponse },
      },
    },
    async (request) =>
      updateCartLine(
        app.db,
        app.state.menus,
        await memberId(request),
        request.params.itemId,
        request.body,
        app.now(),
      ),
  );

  app.delete(
    API_ROUTES.cartItem,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['cart'],
        summary: 'Removes one line of the member’s cart (spec §7 {identifier}); answers the cart',
        description:
          'identifier in the JSON body (or, for clients that cannot send a DELETE body, ?identifier=). ' +
          "404 not_found when the line is not in this member's cart at this store. 400 identifier_required. " +
          REFUSALS,
        params: z.object({ itemId: ZCartItemIdParam }),
        querystring: z.object({ identifier: zText().max(100).optional() }),
        body: ZDeleteCartItemRequest.nullish(),
        response: { 200: ZServerCart },
      },
    },
    async (request) =>
      deleteCartLine(
        app.db,
        app.state.menus,
        await memberId(request),
        request.params.itemId,
        {
          identifier: request.body?.identifier ?? request.query.identifier,
          modify_time: request.body?.modify_time,
        },
        app.now(),
      ),
  );

  const clearSchema = {
    tags: ['cart'],
    summary: "Deletes the member's cart at a store (spec §7; idempotent)",
    description: `Also when there was no cart (200). ${REFUSALS}`,
    params: ZIdentifierParams,
    response: { 200: ZOkResponse },
  };
  const clear = async (request: { params: { identifier: string } } & Parameters<typeof memberId>[0]) => {
    await clearCart(app.db, await memberId(request), request.params.identifier);
    return { status: 0 as const, message: '購物車已清空' };
  };
  app.delete(API_ROUTES.cart, { config: { auth: 'member' }, schema: clearSchema }, clear);
  app.delete(
    API_ROUTES.iorderCart,
    {
      config: { auth: 'member' },
      schema: {
        ...clearSchema,
        summary: 'Same as DELETE /api/cart/{identifier}, for clients sending the token header (spec §7)',
        description: `Authorization: Bearer <api_token> (or the session cookie). ${clearSchema.description}`,
      },
    },
    clear,
  );
};
