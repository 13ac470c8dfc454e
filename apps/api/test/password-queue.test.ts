/**
 * Password hashing is no denial of service: argon2 work runs through a bounded FIFO queue,
 * registration checks its token before hashing, and a full queue refuses at once (503) while other
 * requests keep being served.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../src/lib/api-error';
import { passwordQueue, WorkQueue } from '../src/lib/argon2-queue';
import { createStore } from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { lastCode, nextIp, nextMobile, registerMember } from './member-factories';

/** A promise with its resolve function, to hold a task open. */
function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

describe('WorkQueue', () => {
  it('runs at most `concurrency` tasks at once, the rest in arrival order', async () => {
    const queue = new WorkQueue({ concurrency: 2, maxQueued: 10 });
    const gates = [0, 1, 2, 3, 4].map(() => gate());
    const started: number[] = [];
    const done = gates.map((g, i) =>
      queue.run(async () => {
        started.push(i);
        await g.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([queue.active, queue.queued]).toEqual([2, 3]);
    gates[1]!.open();
    await done[1];
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect([queue.active, queue.queued]).toEqual([0, 0]);
  });

  it('refuses at once with 503 server_busy beyond maxQueued waiting, and frees the slot of a failed task', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxQueued: 2 });
    const hold = gate();
    const running = queue.run(() => hold.promise);
    const waiting = [queue.run(async () => 'a'), queue.run(async () => 'b')];
    const refused = await queue.run(async () => 'c').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 'server_busy', status: 503 });
    hold.open();
    await running;
    expect(await Promise.all(waiting)).toEqual(['a', 'b']);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'after')).toBe('after');
    expect([queue.active, queue.queued]).toEqual([0, 0]);
  });
});

describe('password work under a flood', () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof registerMember>>;
  const hold = gate();
  const held: Promise<unknown>[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    await createStore(t.db);
    member = await registerMember(t);
    // Fill the password queue: every slot busy and every waiting place taken, as under a login flood.
    const { concurrency, maxQueued } = passwordQueue.limits;
    for (let i = 0; i < concurrency + maxQueued; i++) held.push(passwordQueue.run(() => hold.promise));
    expect(passwordQueue.queued).toBe(maxQueued);
  });
  afterAll(async () => {
    hold.open();
    await Promise.all(held);
    await t.close();
  });

  it('refuses a login at once with 503 and a zh-TW message while the queue is full', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { phone: member.phone, password: member.password },
      remoteAddress: nextIp(),
    });
    expectRefusal(res, 503, 'server_busy');
  });

  it('still serves other requests (store list, user with a session) while the queue is full', async () => {
    const stores = await t.app.inject({ method: 'GET', url: '/api/stores' });
    expect(stores.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: member.bearer });
    expect(me.statusCode).toBe(200);
  });

  it('checks the verification token (and the phone) before hashing: a bad register costs no hash', async () => {
    const register = (phone: string, verification_token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user',
        payload: {
          phone,
          verification_token,
          name: '王小明',
          password: 'pearl-milk-tea-50',
          password_confirmation: 'pearl-milk-tea-50',
        },
        remoteAddress: nextIp(),
      });
    expectRefusal(await register(nextMobile(), 'x'.repeat(43)), 422, 'verification_invalid');

    // A real token for another phone is refused too, and the token stays usable for its own phone.
    const phone = nextMobile();
    await t.app.inject({
      method: 'POST',
      url: '/api/user/verify',
      payload: { phone },
      remoteAddress: nextIp(),
    });
    const code = await lastCode(t, phone);
    const checked = await t.app.inject({
      method: 'POST',
      url: '/api/user/check_verify',
      payload: { phone, code },
      remoteAddress: nextIp(),
    });
    const token = checked.json().verification_token as string;
    expectRefusal(await register(nextMobile(), token), 422, 'verification_invalid');
    // Its own phone reaches the hash, which the full queue refuses, without using the token up.
    expectRefusal(await register(phone, token), 503, 'server_busy');
    hold.open();
    await Promise.all(held);
    const ok = await register(phone, token);
    expect(ok.statusCode).toBe(200);
  });
});
