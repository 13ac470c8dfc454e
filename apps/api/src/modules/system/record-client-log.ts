/**
 * Client failure logs (spec §7 POST /api/aws-logs {data, method, name}; spec §8 "Failure logs go to the
 * logging endpoint"). The web client reports its failed API calls here; operators read them from the
 * client_logs table. Bodies are capped so a faulty or hostile client cannot fill the database.
 */
import { hasNul, NUL_MESSAGE } from '@iding/domain';
import type { Db } from '../../db/client';
import { insertClientLog } from './system.queries';

/** Most characters of `data` kept per log (its JSON form). */
export const MAX_LOG_DATA_CHARS = 4000;

/** Deepest nesting of arrays and objects accepted in `data` (deeper JSON is a 400, not a 500). */
export const MAX_LOG_DATA_DEPTH = 16;

/** Most values (strings, numbers, keys …) looked at in `data`; the 16 kB body limit keeps it far below. */
const MAX_LOG_DATA_NODES = 20_000;

/**
 * Why `data` (parsed JSON) cannot be stored, or null when it can: nested deeper than MAX_LOG_DATA_DEPTH,
 * too many values, or a NUL character in a string or key. Walks the value without recursion,
 * so no nesting can overflow the stack.
 */
export function clientLogDataProblem(data: unknown): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value: data, depth: 0 }];
  let seen = 0;
  while (stack.length > 0) {
    const { value, depth } = stack.pop() as { value: unknown; depth: number };
    if (++seen > MAX_LOG_DATA_NODES) return '內容過多';
    if (typeof value === 'string') {
      if (hasNul(value)) return NUL_MESSAGE;
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_LOG_DATA_DEPTH) return `巢狀層數最多 ${MAX_LOG_DATA_DEPTH} 層`;
      for (const [key, child] of Object.entries(value)) {
        if (hasNul(key)) return NUL_MESSAGE;
        stack.push({ value: child, depth: depth + 1 });
      }
    }
  }
  return null;
}

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
