/**
 * Path parameter schemas shared by the API routes (spec §7 paths such as `/api/menu/{identifier}`,
 * `/iorder/stores/{sid}`, `/api/orders/{orderId}`), defined once so every route validates a store
 * identifier the same way (and the OpenAPI docs describe it the same way).
 */
import { z } from 'zod';
import { zText } from './text';

/** A store identifier in a path (spec §3 `identifier`; route `{identifier}` or `{sid}`): 1–100 characters. */
export const ZIdentifierParam = zText().min(1).max(100).describe('Store identifier');

/** Path parameters `{identifier}` of the store-scoped routes (menu, inventory, cart, favorite, store pages). */
export const ZIdentifierParams = z.object({ identifier: ZIdentifierParam });

/** Path parameters `{sid}` of the store console routes (`/api/console/stores/{sid}/…`). */
export const ZSidParams = z.object({ sid: ZIdentifierParam });

/** Path parameters `{orderId}` of the order routes (spec §7 GET/DELETE /api/orders/{orderId}). */
export const ZOrderIdParams = z.object({ orderId: zText().describe('Order id (uuid)') });
