/**
 * The production app as diners get it, in a child process: the built web app (apps/web/dist) and the API
 * over a fresh PGlite data directory seeded with the demo data, on a free loopback port. Used by the
 * browser journeys (e2e/global-setup.ts) and `npm run bench:web`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface AppServer {
  /** http://127.0.0.1:{port} */
  baseUrl: string;
  /** The server's DATA_DIR: operator CLIs (`npm run courier`) reach the running server through it. */
  dataDir: string;
  /** Stops the server (SIGTERM, at most 10 s) and deletes its data directory. */
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitForServer(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * Starts the server and resolves once it answers (its OpenAPI document), at most 60 s. `env` adds to (or
 * overrides) the server's environment, e.g. DATABASE_URL for a PostgreSQL database the caller also reads
 * (`npm run bench:console` fills it in bulk).
 */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'iding-app-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(path.resolve('node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(`${baseUrl}/api/docs/json`, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}
