/**
 * Random secrets and their stored form (DESIGN.md "Security": tokens random, stored hashed). Used for the
 * visitor token, session tokens, one-time codes, verification tokens and auth keys.
 */
import { createHash, randomBytes } from 'node:crypto';

/** A new random secret: 32 bytes (256 bits) as base64url, 43 characters. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** sha256 of a secret as 64 hex characters: what the database keeps instead of the secret. */
export function sha256Hex(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
