/**
 * The operator's control channel to a running PGlite server (`npm run maintenance`, `npm run courier`):
 * DATA_DIR/control.json is written by a PGlite server after it listens and removed when it stops. It holds
 * the port and a random token for the loopback-only /internal/* endpoints, so a CLI can act on a server
 * that holds the data directory. Mode 0600: only the server's OS user can read it.
 */
import { timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const CONTROL_FILE = 'control.json';

export interface ControlFile {
  port: number;
  token: string;
}

/** The header the CLI sends the token in. */
const CONTROL_TOKEN_HEADER = 'x-control-token';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * True when a request may use a control endpoint: it came over loopback and carries the server's token
 * (compared in constant time). The endpoints answer anything else as an unknown route (404).
 * @param remoteAddress the socket's peer address (never a forwarded header).
 */
export function isControlCaller(
  remoteAddress: string | undefined,
  givenToken: string | undefined,
  expectedToken: string,
): boolean {
  if (!remoteAddress || !LOOPBACK.has(remoteAddress) || !givenToken) return false;
  const a = Buffer.from(givenToken);
  const b = Buffer.from(expectedToken);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Calls a control endpoint of the server that holds `dataDir`, for a CLI whose database open met a locked
 * data directory.
 * @param method HTTP method; route e.g. '/internal/courier'; body JSON-serialisable.
 * @returns the parsed JSON answer.
 * @throws Error when no iDing server answers for the directory, or the server refused (its zh-TW message).
 */
export async function callRunningServer<T>(
  dataDir: string,
  method: 'POST' | 'PUT',
  route: string,
  body: unknown,
): Promise<T> {
  let control: ControlFile;
  try {
    control = JSON.parse(readFileSync(path.join(dataDir, CONTROL_FILE), 'utf8')) as ControlFile;
  } catch {
    throw new Error(
      `${path.resolve(dataDir)} is held by another process that is not an iDing server answering control ` +
        'requests; stop it and run this again.',
    );
  }
  const res = await fetch(`http://127.0.0.1:${control.port}${route}`, {
    method,
    headers: { 'content-type': 'application/json', [CONTROL_TOKEN_HEADER]: control.token },
    body: JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => ({}))) as { message?: string };
  if (!res.ok) throw new Error(answer.message ?? `the running server refused: ${res.status}`);
  return answer as T;
}
