/**
 * The visitor token (ADR 003): the visitor cookie (plugins/visitor.ts) carries a random
 * token signed by the server, and an order keeps only the hash of the cookie, so a visitor reaches only
 * the orders placed from the same browser, a database leak reveals no cookie, and a cookie the server did
 * not issue (planted, guessed, empty) is never taken for a visitor.
 *
 * Cookie form: `<random>.<signature>`, both base64url: 32 random bytes and HMAC-SHA256(secret, random).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { newSecret, sha256Hex } from './secrets';

function signature(random: string, secret: string): string {
  return createHmac('sha256', secret).update(random).digest('base64url');
}

/** A new visitor token signed with `secret` (config VISITOR_TOKEN_SECRET): `<random>.<signature>`. */
export function issueVisitorToken(secret: string): string {
  const random = newSecret();
  return `${random}.${signature(random, secret)}`;
}

const SHAPE = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/;

/** True when `value` is a visitor token this server issued with `secret` (constant-time comparison). */
export function isIssuedVisitorToken(value: string | undefined, secret: string): boolean {
  const match = value ? SHAPE.exec(value) : null;
  if (!match) return false;
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(signature(match[1]!, secret));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * sha256 hex (64 characters) of a visitor token, as stored in orders.visitor_token_hash.
 * @throws Error for an empty token: a request without a visitor token must never own or place a visitor
 *   order (the hash of '' would be shared by every such request).
 */
export function hashVisitorToken(token: string): string {
  if (!token) throw new Error('no visitor token on this request');
  return sha256Hex(token);
}
