/**
 * Console login under attack (DESIGN.md "Security and integrity"): wrong passwords from many
 * addresses never keep a staff member with the right password out, each address is still stopped at its own
 * limit (tighter, while the account is under attack, for an address that never logged in to it), and the
 * account's holder is told on the console how many wrong passwords came from how many addresses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff } from '../src/modules/staff/add-staff';
import { STAFF_LOGIN_ALERT, STAFF_LOGIN_LIMITS } from '../src/modules/staff/manage-staff-session';
import { CONSOLE_WRITE } from './console-factories';
import { createStore } from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { nextIp } from './member-factories';

/** 04:00 UTC (12:00 in Taipei), the start of a 15-minute window. */
const T0 = Date.UTC(2026, 10, 23, 4, 0, 0);
const PASSWORD = 'owner-pass-1';

describe('console login under attack', () => {
  let t: TestApp;
  let now = T0;
  let sid: string;
  let phoneSeq = 0;
  beforeAll(async () => {
    t = await buildTestApp({ now: T0 });
    sid = (await createStore(t.db)).identifier;
  });
  afterAll(async () => t.close());

  const login = (account: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/console/login',
      headers: CONSOLE_WRITE,
      payload: { account, password },
      remoteAddress,
    });
  const newOwner = async () => {
    const account = `0966${String(++phoneSeq).padStart(6, '0')}`;
    await addStaff(t.db, { account, storeIdentifier: sid, role: 'owner', password: PASSWORD });
    return account;
  };
  /**
   * `addresses` fresh addresses each send the usual allowance of wrong passwords for `account`, each until
   * refused; how many were checked (401, not 429).
   */
  const attack = async (account: string, addresses: number) => {
    let wrong = 0;
    for (let a = 0; a < addresses; a++) {
      const from = nextIp();
      for (let i = 0; i < STAFF_LOGIN_LIMITS.perAccountAndIp; i++) {
        const { statusCode } = await login(account, 'guess-guess', from);
        expect([401, 429]).toContain(statusCode);
        if (statusCode === 429) break;
        wrong++;
      }
    }
    return wrong;
  };
  const nextWindow = () => {
    now += STAFF_LOGIN_LIMITS.windowMs;
    t.setNow(now);
  };

  it('logs the right password in from a new address after 50 wrong ones from 12 addresses', async () => {
    const owner = await newOwner();
    expect(await attack(owner, 12)).toBeGreaterThanOrEqual(50);
    const res = await login(owner, PASSWORD, nextIp());
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'iding_console')).toBeDefined();
    nextWindow();
  });

  it('still stops one address at its own limit, even with the right password', async () => {
    const owner = await newOwner();
    const from = nextIp();
    for (let i = 0; i < STAFF_LOGIN_LIMITS.perAccountAndIp; i++) {
      expect((await login(owner, 'guess-guess', from)).statusCode).toBe(401);
    }
    expectRefusal(await login(owner, PASSWORD, from), 429, 'rate_limited');
    expect((await login(owner, PASSWORD, nextIp())).statusCode).toBe(200);
    nextWindow();
  });

  it('under attack gives a new address fewer tries than an address the owner logged in from', async () => {
    const owner = await newOwner();
    const home = nextIp();
    expect((await login(owner, PASSWORD, home)).statusCode).toBe(200);
    await attack(owner, 3);
    // A new address: its own few tries, then refused (the right password too) until the window ends.
    const stranger = nextIp();
    for (let i = 0; i < STAFF_LOGIN_LIMITS.perUnknownAddressUnderAttack; i++) {
      expect((await login(owner, 'guess-guess', stranger)).statusCode).toBe(401);
    }
    expectRefusal(await login(owner, PASSWORD, stranger), 429, 'rate_limited');
    // The owner's address keeps its usual allowance: a few typos, then the right password.
    for (let i = 0; i < STAFF_LOGIN_LIMITS.perUnknownAddressUnderAttack + 2; i++) {
      expect((await login(owner, 'guess-guess', home)).statusCode).toBe(401);
    }
    expect((await login(owner, PASSWORD, home)).statusCode).toBe(200);
    nextWindow();
    expect((await login(owner, PASSWORD, stranger)).statusCode).toBe(200);
  });

  it('a flood of wrong passwords closes the account to new addresses for the window, never to known ones', async () => {
    const owner = await newOwner();
    const home = nextIp();
    expect((await login(owner, PASSWORD, home)).statusCode).toBe(200);
    // Many addresses, each with its few tries, until the account-wide cap: no header resets that one.
    let wrong = 0;
    while (wrong < STAFF_LOGIN_LIMITS.unknownAddressesClosedAfter) {
      const from = nextIp();
      for (let i = 0; i < STAFF_LOGIN_LIMITS.perAccountAndIp; i++) {
        const { statusCode } = await login(owner, 'guess-guess', from);
        if (statusCode === 429) break;
        expect(statusCode).toBe(401);
        wrong++;
      }
    }
    const refused = expectRefusal(await login(owner, PASSWORD, nextIp()), 429, 'rate_limited');
    expect(refused).toContain('曾登入過的網路');
    // The store's own network still logs in, with the right password.
    expect((await login(owner, PASSWORD, home)).statusCode).toBe(200);
    nextWindow();
    expect((await login(owner, PASSWORD, nextIp())).statusCode).toBe(200);
  });

  it('answers attempts on an unknown account as on a real one (no account enumeration)', async () => {
    const real = await newOwner();
    const unknown = '0955000999';
    const answers = async (account: string) => {
      const codes = [await attack(account, 3)];
      const from = nextIp();
      for (let i = 0; i <= STAFF_LOGIN_LIMITS.perUnknownAddressUnderAttack; i++) {
        codes.push((await login(account, 'guess-guess', from)).statusCode);
      }
      return codes;
    };
    expect(await answers(unknown)).toEqual(await answers(real));
    nextWindow();
  });

  it("tells the account's holder the wrong passwords and their addresses of the last 24 hours", async () => {
    const owner = await newOwner();
    const calm = await newOwner();
    let wrong = await attack(owner, 2);
    nextWindow();
    wrong += await attack(owner, 3);
    const res = await login(owner, PASSWORD, nextIp());
    expect(res.statusCode).toBe(200);
    const alert = {
      failed_attempts: wrong,
      addresses: 5,
      period_hours: STAFF_LOGIN_ALERT.periodMs / 3_600_000,
    };
    expect(res.json().login_alert).toEqual(alert);
    const cookie = res.cookies.find((c) => c.name === 'iding_console')!.value;
    const me = () =>
      t.app.inject({ method: 'GET', url: '/api/console/me', cookies: { iding_console: cookie } });
    expect((await me()).json().login_alert).toEqual(alert);
    // Another account, and a few typos of one's own, raise no alert.
    const other = await login(calm, 'typo-typo', nextIp());
    expect(other.statusCode).toBe(401);
    expect((await login(calm, PASSWORD, nextIp())).json().login_alert).toBeNull();
    // A day later the alert is gone.
    now += STAFF_LOGIN_ALERT.periodMs;
    t.setNow(now);
    expect((await login(owner, PASSWORD, nextIp())).json().login_alert).toBeNull();
  });
});
