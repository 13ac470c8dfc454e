/**
 * The stored form of a visitor token (issue #2 §3): the visitor cookie (plugins/visitor.ts) carries a random
 * token, and an order keeps only its hash, so a visitor reaches only the orders placed from the same browser
 * and a database leak reveals no cookie.
 */
import { sha256Hex } from './secrets';

/** sha256 hex (64 characters) of a visitor token, as stored in orders.visitor_token_hash. */
export function hashVisitorToken(token: string): string {
  return sha256Hex(token);
}
