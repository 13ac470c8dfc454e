/**
 * A public sandbox outbox is an account takeover (DESIGN.md "Security and integrity"): the server listens
 * on 127.0.0.1 unless HOST says otherwise, a sandbox provider on a public address refuses to start without
 * ALLOW_PUBLIC_SANDBOX=true, and GET /dev/sms is not in the OpenAPI document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeSandboxProviders, checkSandboxExposure, isLoopbackHost, loadConfig } from '../src/config';
import { buildTestApp, type TestApp } from './helper';

const MITAKE = { SMS_PROVIDER: 'mitake', MITAKE_SMS_USERNAME: 'u', MITAKE_SMS_PASSWORD: 'p' };
const UBER = {
  DELIVERY_PROVIDER: 'uber_direct',
  UBER_DIRECT_CUSTOMER_ID: 'c',
  UBER_DIRECT_CLIENT_ID: 'i',
  UBER_DIRECT_CLIENT_SECRET: 's',
};
const NO_PAYMENTS = { PAYMENT_PROVIDER: 'none' };

describe('a sandbox provider on a public address', () => {
  it('listens on 127.0.0.1 by default, which may run the sandbox', () => {
    const config = loadConfig({});
    expect(config.HOST).toBe('127.0.0.1');
    expect(activeSandboxProviders(config)).toEqual([
      'SMS_PROVIDER=sandbox',
      'DELIVERY_PROVIDER=sandbox',
      'PAYMENT_PROVIDER=sandbox',
    ]);
    expect(checkSandboxExposure(config)).toBeNull();
  });

  it('refuses a public HOST while the SMS sandbox is active, naming the way out', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'example.com']) {
      const reason = checkSandboxExposure(loadConfig({ HOST }));
      expect(reason).toContain(`HOST=${HOST}`);
      expect(reason).toContain('SMS_PROVIDER=sandbox');
      expect(reason).toContain('ALLOW_PUBLIC_SANDBOX=true');
    }
  });

  it('starts on a public HOST with ALLOW_PUBLIC_SANDBOX=true or with no sandbox provider', () => {
    expect(checkSandboxExposure(loadConfig({ HOST: '0.0.0.0', ALLOW_PUBLIC_SANDBOX: 'true' }))).toBeNull();
    expect(
      checkSandboxExposure(loadConfig({ HOST: '0.0.0.0', ...MITAKE, ...UBER, ...NO_PAYMENTS })),
    ).toBeNull();
    expect(activeSandboxProviders(loadConfig({ ...MITAKE, ...UBER, ...NO_PAYMENTS }))).toEqual([]);
  });

  it('refuses a public HOST with the sandbox courier too (no courier ever comes)', () => {
    const reason = checkSandboxExposure(loadConfig({ HOST: '0.0.0.0', ...MITAKE }));
    expect(reason).toContain('DELIVERY_PROVIDER=sandbox');
    expect(reason).toContain('no courier ever comes');
    expect(reason).not.toContain('/dev/sms');
  });

  it('refuses a public HOST with the payment sandbox too (a sandbox payment takes no money)', () => {
    const reason = checkSandboxExposure(loadConfig({ HOST: '0.0.0.0', ...MITAKE, ...UBER }));
    expect(reason).toContain('PAYMENT_PROVIDER=sandbox');
    expect(reason).toContain('never paid');
  });

  it('counts only this machine as loopback', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '10.0.0.1', 'example.com', '128.0.0.1', '::2']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

describe('the sandbox outbox and the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaves /dev/sms out of the OpenAPI document, though the route still answers on this machine', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/dev/sms');
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/dev/'))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/dev/sms' })).statusCode).toBe(200);
  });
});
