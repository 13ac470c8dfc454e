import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

describe('system', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().info.version).toBe('2.8.7');
  });

  it('answers unknown API paths with a zh-TW JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, code: 'not_found' });
    expect(res.json().message).toMatch(/找不到/);
  });

  it('sets an HttpOnly visitor cookie on the first API call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/provider/stable_status' });
    const cookie = res.cookies.find((c) => c.name === 'iding_visitor');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.value.length).toBeGreaterThanOrEqual(32);
  });
});
