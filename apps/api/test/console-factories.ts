/**
 * Store-console test factories (issue #14 §1): staff accounts and their console session cookies.
 */
import type { StaffRole } from '@iding/domain';
import { addStaff } from '../src/modules/staff/add-staff';
import type { CreatedStore } from './factories';
import type { TestApp } from './helper';

/** The console's same-site write header (staff-auth CSRF check). */
export const CONSOLE_WRITE = { 'x-requested-with': 'XMLHttpRequest' };

/** Logs a staff member in (POST /api/console/login); the value of their iding_console cookie. */
export async function consoleLogin(t: TestApp, account: string, password: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/console/login',
    headers: CONSOLE_WRITE,
    payload: { account, password },
  });
  const cookie = res.cookies.find((c) => c.name === 'iding_console');
  if (!cookie) throw new Error(`console login of ${account} answered ${res.statusCode}: ${res.body}`);
  return cookie.value;
}

/** Adds `account` to `store` with `role` and logs them in; their console cookie. */
export async function staffSession(
  t: TestApp,
  store: CreatedStore,
  account: string,
  role: StaffRole,
  password: string,
): Promise<string> {
  await addStaff(t.db, { account, storeIdentifier: store.identifier, role, password });
  return consoleLogin(t, account, password);
}
