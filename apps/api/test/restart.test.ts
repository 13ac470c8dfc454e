/**
 * Restart after a crash: the real server on PGlite in a temp DATA_DIR is killed with SIGKILL
 * while orders are being placed and started again at once. It must serve within seconds (the lock's holder
 * is dead, so the lock does not hold it back) and keep every order it acknowledged; a second live server on
 * the same directory is still refused.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import {
  DataDirLockedError,
  LOCK_FILE,
  type LockOwner,
  lockDataDir,
  processStartTime,
} from '../src/db/data-dir-lock';
import { clientLogs, rateLimits } from '../src/db/schema';
import { issueVisitorToken } from '../src/lib/visitor-token';
import { type CreatedStore, createStore, orderBody } from './factories';
import { nextMobile } from './member-factories';

const REPO = path.resolve(import.meta.dirname, '../../..');
/**
 * Both server processes sign visitor cookies with one secret, as every instance and restart must in production
 * (docs/deploy.md), so the browser that placed an order is still its owner after the restart.
 */
const VISITOR_SECRET = 'restart-test-visitor-secret-0123456789abcdef';

interface Server {
  child: ChildProcess;
  /** Resolves with the port once the server says it is ready; rejects if it exits first. */
  ready: Promise<number>;
  stderr: () => string;
  exited: Promise<number | null>;
}

/** Starts `server.ts` as one node process (no tsx wrapper process), so SIGKILL hits the server itself. */
function startServer(dataDir: string): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      VISITOR_TOKEN_SECRET: VISITOR_SECRET,
      // Orders placed as fast as the clients can: a load, as in npm run bench.
      ORDER_RATE_LIMIT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const m = /iDing is ready on http:\/\/localhost:(\d+)/.exec(chunk.toString());
      if (m) resolve(Number(m[1]));
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${err}`)));
  });
  ready.catch(() => {});
  return { child, ready, stderr: () => err, exited };
}

async function stop(server: Server | undefined) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}

// Starts the real server three times (seconds each with tsx on a busy 2-core machine).
describe('restart after a crash', { timeout: 120_000 }, () => {
  let dataDir: string;
  let store: CreatedStore;
  const servers: Server[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'iding-restart-'));
    const database = await openDatabase({ dataDir });
    try {
      store = await createStore(database.db);
      // Rows past their retention, which the server's pruning job deletes at start.
      const longAgo = Date.now() - 400 * 24 * 60 * 60 * 1000;
      await database.db
        .insert(clientLogs)
        .values({ name: 'ancient', method: 'GET', data: '{}', createdAt: new Date(longAgo) });
      await database.db.insert(rateLimits).values({ key: 'ancient', windowStart: longAgo, count: 1 });
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    for (const s of servers) await stop(s);
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Each submit key is one diner's: their browser and phone (a diner's open orders at a store are capped). */
  const diners = new Map<string, { visitor: string; phone: string }>();
  const dinerOf = (key: string) => {
    let diner = diners.get(key);
    if (!diner) {
      diner = { visitor: issueVisitorToken(VISITOR_SECRET), phone: nextMobile() };
      diners.set(key, diner);
    }
    return diner;
  };
  const placeOrder = (port: number, key: string) =>
    fetch(`http://127.0.0.1:${port}/api/orders/order`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': key,
        cookie: `iding_visitor=${dinerOf(key).visitor}`,
      },
      body: JSON.stringify(orderBody(store, { phone: dinerOf(key).phone })),
    });

  it('starts at once after SIGKILL mid-load and keeps every acknowledged order', async () => {
    const first = startServer(dataDir);
    servers.push(first);
    const port = await first.ready;

    // Three clients place orders back to back; the server is killed while they are in flight.
    const acknowledged = new Map<string, string>();
    let stopped = false;
    const client = async (name: string) => {
      for (let i = 0; !stopped; i++) {
        const key = `crash-${name}-${i}`;
        try {
          const res = await placeOrder(port, key);
          if (res.status === 201) acknowledged.set(key, ((await res.json()) as { id: string }).id);
          else expect.fail(`order ${key}: ${res.status} ${await res.text()}`);
        } catch {
          return; // the server is gone
        }
      }
    };
    const clients = Promise.all(['a', 'b', 'c'].map(client));
    while (acknowledged.size < 15) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    await first.exited;
    stopped = true;
    await clients;

    const restartedAt = Date.now();
    const second = startServer(dataDir);
    servers.push(second);
    const port2 = await second.ready;
    // Before the fix the stale lock refused every start for ~15 s; now only start-up itself counts.
    expect(Date.now() - restartedAt).toBeLessThan(30_000);

    expect(acknowledged.size).toBeGreaterThanOrEqual(15);
    for (const [key, id] of acknowledged) {
      const replay = await placeOrder(port2, key);
      expect(replay.status, key).toBe(200);
      expect(((await replay.json()) as { id: string }).id, key).toBe(id);
    }

    // A second live server on the same directory is refused with a message naming the holder.
    const intruder = startServer(dataDir);
    servers.push(intruder);
    expect(await intruder.exited).toBe(1);
    expect(intruder.stderr()).toContain(`is in use by another process (PID ${second.child.pid})`);
    // …and the running one is unharmed.
    const health = await fetch(`http://127.0.0.1:${port2}/api/provider/stable_status`);
    expect(health.status).toBe(200);
  });

  it('pruned old client logs and rate-limit counters when it started', async () => {
    for (const s of servers) await stop(s);
    const database = await openDatabase({ dataDir });
    try {
      expect(await database.db.select().from(clientLogs)).toEqual([]);
      expect(await database.db.select().from(rateLimits)).not.toContainEqual(
        expect.objectContaining({ key: 'ancient' }),
      );
    } finally {
      await database.close();
    }
  });
});

describe('the data-directory lock knows whether its holder is alive', () => {
  let dir: string;
  let sleeper: ChildProcess;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'iding-lock-'));
    sleeper = spawn('sleep', ['60'], { stdio: 'ignore' });
  });
  afterAll(() => {
    sleeper.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  const file = () => path.join(dir, LOCK_FILE);
  const bootId = () => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  const writeOwner = (owner: Partial<LockOwner>) =>
    writeFileSync(file(), JSON.stringify({ bootId: bootId(), startTime: '', nonce: 'n', ...owner }));

  it('refuses while a live process holds it, naming its PID', () => {
    const pid = sleeper.pid!;
    writeOwner({ pid, startTime: processStartTime(pid) });
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`in use by another process (PID ${pid})`);
  });

  it('takes over a lock whose holder is dead, whose PID was reused, or from before a reboot', async () => {
    const dead = spawn('true');
    await new Promise((r) => dead.once('exit', r));
    const cases: Partial<LockOwner>[] = [
      { pid: dead.pid! },
      { pid: sleeper.pid!, startTime: '1' },
      { pid: sleeper.pid!, startTime: processStartTime(sleeper.pid!), bootId: 'another-boot' },
      { pid: process.pid, nonce: 'an earlier process with this PID' },
    ];
    for (const owner of cases) {
      writeOwner(owner);
      const release = lockDataDir(dir);
      expect(JSON.parse(readFileSync(file(), 'utf8')).pid).toBe(process.pid);
      release();
      expect(existsSync(file())).toBe(false);
    }
  });

  it('refuses a second lock from the same process', () => {
    const release = lockDataDir(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    } finally {
      release();
    }
  });
});
