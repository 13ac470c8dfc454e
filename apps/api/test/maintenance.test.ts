import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { getStableStatus, setMaintenance } from '../src/modules/system/maintenance';
import { buildTestApp, type TestApp } from './helper';

const REPO = path.resolve(import.meta.dirname, '../../..');
const TSX = path.join(REPO, 'node_modules/.bin/tsx');
const run = promisify(execFile);

describe('provider stable-status and the maintenance switch (spec §2 maintenance, §7)', () => {
  let t: TestApp;
  const TOKEN = 'c'.repeat(43);
  beforeAll(async () => {
    t = await buildTestApp({ controlToken: TOKEN });
  });
  afterAll(async () => t.close());

  const status = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/provider/stable_status' })).json();

  it('is 0 with no link until an operator switches it, and follows the switch', async () => {
    expect(await status()).toEqual({ status: 0, brand_link: null });
    await setMaintenance(t.db, true, 'https://www.50lan.com.tw/');
    expect(await status()).toEqual({ status: 1, brand_link: 'https://www.50lan.com.tw/' });
    await setMaintenance(t.db, false, null);
    expect(await status()).toEqual({ status: 0, brand_link: null });
  });

  it('lets the control endpoint switch it only with the token', async () => {
    const put = (headers: Record<string, string>, payload: object = { on: true }) =>
      t.app.inject({
        method: 'PUT',
        url: '/internal/maintenance',
        headers,
        payload,
        remoteAddress: '127.0.0.1',
      });
    expect((await put({})).statusCode).toBe(404);
    expect((await put({ 'x-control-token': 'x'.repeat(43) })).statusCode).toBe(404);
    expect((await status()).status).toBe(0);
    const bad = await put({ 'x-control-token': TOKEN }, { on: true, link: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    const ok = await put({ 'x-control-token': TOKEN }, { on: true, link: 'https://example.com/' });
    expect(ok.json()).toEqual({ status: 1, brand_link: 'https://example.com/' });
    expect(await status()).toEqual({ status: 1, brand_link: 'https://example.com/' });
    await setMaintenance(t.db, false, null);
  });

  it('does not serve the control endpoint to other machines, or at all without a token', async () => {
    const remote = await t.app.inject({
      method: 'PUT',
      url: '/internal/maintenance',
      headers: { 'x-control-token': TOKEN },
      payload: { on: true },
      remoteAddress: '203.0.113.5',
    });
    expect(remote.statusCode).toBe(404);
    const plain = await buildTestApp();
    try {
      const res = await plain.app.inject({
        method: 'PUT',
        url: '/internal/maintenance',
        payload: { on: true },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

// Each test starts `tsx` child processes (seconds each on a busy 2-core machine).
describe('npm run maintenance -- on|off [--link URL]', { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'iding-maint-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const env = () => ({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' });
  const cli = (...args: string[]) =>
    run(TSX, ['apps/api/src/cli/maintenance.ts', ...args], { cwd: REPO, env: env() }).catch(
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
  const statusIn = async () => {
    const database = await openDatabase({ dataDir });
    try {
      return await getStableStatus(database.db);
    } finally {
      await database.close();
    }
  };

  it('refuses bad usage and a non-http link with exit 2, changing nothing', async () => {
    expect(((await cli()) as { code: number }).code).toBe(2);
    expect(((await cli('maybe')) as { code: number }).code).toBe(2);
    const bad = (await cli('on', '--link', 'ftp://x.example/')) as { code: number; stderr: string };
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('連結必須是 http 或 https 網址');
    expect(await statusIn()).toEqual({ status: 0, brand_link: null });
  });

  it('switches the database directly when no server runs', async () => {
    const on = (await cli('on', '--link', 'https://example.com/')) as { stdout: string };
    expect(on.stdout).toContain(
      'Maintenance ON: diners are sent to /maintenance?link=https%3A%2F%2Fexample.com%2F',
    );
    expect(await statusIn()).toEqual({ status: 1, brand_link: 'https://example.com/' });
    expect(((await cli('off')) as { stdout: string }).stdout).toContain('Maintenance OFF');
    expect(await statusIn()).toEqual({ status: 0, brand_link: null });
  });

  it('switches a running PGlite server through its control endpoint', async () => {
    const server = spawn(TSX, ['apps/api/src/server.ts'], {
      cwd: REPO,
      env: { ...env(), PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const port = await new Promise<number>((resolve, reject) => {
        server.stdout!.on('data', (chunk: Buffer) => {
          const m = /iDing is ready on http:\/\/localhost:(\d+)/.exec(chunk.toString());
          if (m) resolve(Number(m[1]));
        });
        server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
      });
      const live = async () => (await fetch(`http://127.0.0.1:${port}/api/provider/stable_status`)).json();
      expect(await live()).toEqual({ status: 0, brand_link: null });
      const on = (await cli('on')) as { stdout: string };
      expect(on.stdout).toContain('Maintenance ON: diners are sent to /maintenance');
      expect(await live()).toEqual({ status: 1, brand_link: null });
      await cli('off');
      expect(await live()).toEqual({ status: 0, brand_link: null });
    } finally {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    // The control file goes with the server.
    expect(existsSync(path.join(dataDir, 'control.json'))).toBe(false);
  });
});
