/**
 * Creating console accounts: `npm run staff -- add …` on the database, the loopback control
 * endpoint it uses against a running PGlite server, and the demo owners.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { seedDemoIfEmpty } from '../src/db/seed';
import { staffProfile } from '../src/modules/staff/manage-staff-session';
import { DEMO_STAFF_PASSWORD } from '../src/modules/staff/seed-demo-staff';
import { findStaffByAccount } from '../src/modules/staff/staff.queries';
import { createStore } from './factories';
import { buildTestApp, type TestApp } from './helper';

const REPO = path.resolve(import.meta.dirname, '../../..');
const TSX = path.join(REPO, 'node_modules/.bin/tsx');
const run = promisify(execFile);
const WRITE = { 'x-requested-with': 'XMLHttpRequest' };
const TOKEN = 'staff-control-token-0123456789abcdef';

describe('POST /internal/staff (the CLI against a running server)', () => {
  let t: TestApp;
  let sid: string;
  beforeAll(async () => {
    t = await buildTestApp({ controlToken: TOKEN });
    sid = (await createStore(t.db)).identifier;
  });
  afterAll(async () => t.close());

  const add = (token: string, remoteAddress = '127.0.0.1', body: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/internal/staff',
      remoteAddress,
      headers: { 'x-control-token': token },
      payload: { account: '0922333444', store: sid, role: 'staff', password: 'counter-pass', ...body },
    });

  it('adds an account only for the loopback caller with the token; it can log in', async () => {
    expect((await add('wrong-token-0123456789abcdef-xxxx')).statusCode).toBe(404);
    expect((await add(TOKEN, '203.0.113.5')).statusCode).toBe(404);
    expect(await findStaffByAccount(t.db, { phone: '0922333444' })).toBeUndefined();
    const ok = await add(TOKEN);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ role: 'staff' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/console/login',
      headers: WRITE,
      payload: { account: '0922333444', password: 'counter-pass' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().stores).toEqual([expect.objectContaining({ identifier: sid, role: 'staff' })]);
  });

  it('refuses a bad role, a short password and an unknown store with their reasons', async () => {
    expect((await add(TOKEN, '127.0.0.1', { role: 'boss' })).json().message).toBe('角色須為 owner 或 staff');
    expect((await add(TOKEN, '127.0.0.1', { password: 'short' })).json().message).toBe('密碼至少 8 個字元');
    const unknown = await add(TOKEN, '127.0.0.1', { store: 'nope' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('npm run staff -- add (directly on the database)', { timeout: 120_000 }, () => {
  let dataDir: string;
  let sid: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'iding-staff-'));
    const database = await openDatabase({ dataDir });
    try {
      sid = (await createStore(database.db)).identifier;
    } finally {
      await database.close();
    }
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const cli = (...args: string[]) =>
    run(TSX, ['apps/api/src/cli/staff.ts', ...args], {
      cwd: REPO,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    }).catch((e: { code: number; stdout: string; stderr: string }) => e);

  it('refuses bad usage with exit 2 and adds an owner with exit 0', async () => {
    expect(((await cli('add', '0933444555', sid, 'owner')) as { code: number }).code).toBe(2);
    const ok = (await cli('add', '0933444555', sid, 'owner', '--password', 'owner-pass-9')) as {
      stdout: string;
    };
    expect(ok.stdout).toContain(`0933444555 is owner of ${sid}`);
    const database = await openDatabase({ dataDir });
    try {
      const member = await findStaffByAccount(database.db, { phone: '0933444555' });
      expect(member).toBeDefined();
      expect((await staffProfile(database.db, member!, Date.now())).stores).toEqual([
        expect.objectContaining({ identifier: sid, role: 'owner' }),
      ]);
    } finally {
      await database.close();
    }
  });
});

describe('npm run staff -- add (against a running PGlite server)', { timeout: 120_000 }, () => {
  it('adds the account through the server that holds DATA_DIR; it logs in at once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'iding-staff-live-'));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
    const server = spawn(TSX, ['apps/api/src/server.ts'], {
      cwd: REPO,
      env: { ...env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'true', NODE_ENV: 'production' },
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
      const added = await run(
        TSX,
        [
          'apps/api/src/cli/staff.ts',
          'add',
          '0955666777',
          'boujee-zhongli',
          'staff',
          '--password',
          'counter-pass-1',
        ],
        { cwd: REPO, env },
      );
      expect(added.stdout).toContain('0955666777 is staff of boujee-zhongli');
      const login = await fetch(`http://127.0.0.1:${port}/api/console/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ account: '0955666777', password: 'counter-pass-1' }),
      });
      expect(login.status).toBe(200);
      expect(((await login.json()) as { stores: unknown[] }).stores).toEqual([
        expect.objectContaining({ identifier: 'boujee-zhongli', role: 'staff' }),
      ]);
    } finally {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('demo owners (docs/features.md "Store console")', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoIfEmpty(t.db);
  });
  afterAll(async () => t.close());

  it('lets each demo brand owner log in to every store of the brand, and only those', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/console/login',
      headers: WRITE,
      payload: { account: '50lan@demo.iding.tw', password: DEMO_STAFF_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().stores.map((s: { identifier: string }) => s.identifier)).toEqual([
      '50lan-xinyi',
      '50lan-daan',
      '50lan-banqiao',
    ]);
    expect(res.json().stores.every((s: { role: string }) => s.role === 'owner')).toBe(true);
  });
});
