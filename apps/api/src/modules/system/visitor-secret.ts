/**
 * The visitor cookie's signing secret when VISITOR_TOKEN_SECRET is not configured (ADR 003):
 * generated once and kept in system_settings, so `npm start` on the embedded database, a restart, and every
 * instance on one PostgreSQL sign and accept the same cookies. A configured secret always wins (config.ts).
 */
import type { Db } from '../../db/client';
import { newSecret } from '../../lib/secrets';
import { insertSettingOnce } from './system.queries';

const KEY = 'visitor_token_secret';

/**
 * The stored secret (base64url, 43 characters), created on first use; concurrent first calls from several
 * instances all get the one that was written first.
 * @throws Error when the stored value is not a string of at least 32 characters (a hand-edited row): the
 *   server must not start with a guessable secret.
 */
export async function loadVisitorTokenSecret(db: Db): Promise<string> {
  const value = await insertSettingOnce(db, KEY, newSecret());
  if (typeof value !== 'string' || value.length < 32) {
    throw new Error(`system_settings.${KEY} must be a string of at least 32 characters`);
  }
  return value;
}
