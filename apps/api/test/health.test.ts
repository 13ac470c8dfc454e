/** GET /healthz: 200 while the database answers, 503 when it does not. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/client';
import { checkHealth } from '../src/modules/health/check-health';
import { buildTestApp, type TestApp } from './helper';

describe('GET /healthz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with the database reachable and its ping time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ status: 200, message: '服務正常', database: 'reachable' });
    expect(res.json().latency_ms).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 when the database cannot answer, so a load balancer takes the instance out', async () => {
    const broken = { execute: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) };
    const app = await buildApp({
      // A configured visitor secret: the one kept in the database could not be read from this one.
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', VISITOR_TOKEN_SECRET: 'x'.repeat(43) }),
      db: broken as unknown as Db,
      serveWeb: false,
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 503,
        message: '資料庫無法連線',
        database: 'unreachable',
        latency_ms: null,
      });
    } finally {
      await app.close();
    }
  });

  it('counts a database that does not answer in time as unreachable', async () => {
    const hanging = { execute: () => new Promise(() => {}) } as unknown as Db;
    expect(await checkHealth(hanging, Date.now, 50)).toEqual({
      ok: false,
      database: 'unreachable',
      latencyMs: null,
    });
  });
});
