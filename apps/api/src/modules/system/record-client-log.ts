/**
 * Client failure logs (spec §7 POST /api/aws-logs {data, method, name}; spec §8 "Failure logs go to the
 * logging endpoint"). The web client reports its failed API calls here; operators read them from the
 * client_logs table. Bodies are capped so a faulty or hostile client cannot fill the database.
 */
import type { Db } from '../../db/client';
import { insertClientLog } from './system.queries';

/** Most characters of `data` kept per log (its JSON form). */
export const MAX_LOG_DATA_CHARS = 4000;

/**
 * Stores one log: `data` as JSON text cut at MAX_LOG_DATA_CHARS (with a trailing "…" when cut), the
 * client's IP and the last 200 characters of its user agent.
 */
export async function recordClientLog(
  db: Db,
  log: { name: string; method: string; data: unknown },
  client: { ip: string; userAgent: string },
): Promise<void> {
  const json = JSON.stringify(log.data ?? null);
  const data = json.length > MAX_LOG_DATA_CHARS ? `${json.slice(0, MAX_LOG_DATA_CHARS)}…` : json;
  await insertClientLog(db, {
    name: log.name,
    method: log.method,
    data,
    ip: client.ip,
    userAgent: client.userAgent.slice(-200),
  });
}
