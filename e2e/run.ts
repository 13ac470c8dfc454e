/**
 * Runs every browser journey in e2e/journeys against a real server: the built web app and the API over a
 * fresh PGlite data directory seeded with the demo data. Prints "N passed, N failed"; exits non-zero on failure.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Journey, launchBrowser, makeContext } from './harness';

async function freePort(): Promise<number> {
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
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'iding-e2e-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(path.resolve('node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let passed = 0;
let failed = 0;
try {
  await waitForServer(`${baseUrl}/api/docs/json`, 60_000);
  const browser = await launchBrowser();
  const ctx = makeContext(baseUrl, browser);
  const only = process.argv[2];
  const files = readdirSync(path.resolve('e2e/journeys'))
    .filter((f) => f.endsWith('.ts'))
    .filter((f) => !only || f.includes(only))
    .sort();
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.resolve('e2e/journeys', file)).href)) as {
      default: Journey;
    };
    const started = Date.now();
    try {
      await mod.default.run(ctx);
      passed++;
      console.log(`✓ ${mod.default.name} (${Date.now() - started} ms)`);
    } catch (error) {
      failed++;
      console.error(`✗ ${mod.default.name}\n`, error);
    }
  }
  await browser.close();
} finally {
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
