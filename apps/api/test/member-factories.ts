/**
 * Member factories for API tests: register through the real endpoints (code from the sandbox
 * SMS outbox at GET /dev/sms), so every test exercises the same flow a diner does.
 */
import type { TestApp } from './helper';

/** Headers a browser page of ours sends with a cookie-authenticated write (CSRF check, ADR 008). */
export const BROWSER_WRITE = { 'x-requested-with': 'XMLHttpRequest' } as const;

let phoneSeq = 0;
/** A fresh valid Taiwan mobile number, 09xxxxxxxx. */
export function nextMobile(): string {
  phoneSeq++;
  return `0912${String(100000 + ((Date.now() + phoneSeq * 7919) % 900000)).slice(-6)}`;
}

let ipSeq = 0;
/** A fresh client address (per-IP limits are per address; each simulated diner gets their own). */
export function nextIp(): string {
  ipSeq++;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
}

/** The newest code the sandbox SMS sent to `phone` (national number without the trunk 0, as stored). */
export async function lastCode(t: TestApp, mobile: string, purpose = 'REGISTER'): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/dev/sms' });
  const stored = mobile.replace(/^0/, '');
  const msg = (res.json().messages as { phone: string; purpose: string; code: string }[]).find(
    (m) => m.phone === stored && m.purpose === purpose,
  );
  if (!msg) throw new Error(`no ${purpose} code sent to ${mobile}`);
  return msg.code;
}

export interface TestMember {
  phone: string;
  password: string;
  userId: number;
  uid: string;
  /** The session token (for `Authorization: Bearer`). */
  token: string;
  /** `iding_session=<token>` for cookie-authenticated requests. */
  cookie: string;
  /** Headers of a bearer-authenticated API client. */
  bearer: { authorization: string };
}

/** Registers a member through verify → check_verify → POST /api/user and returns their session. */
export async function registerMember(
  t: TestApp,
  overrides: { phone?: string; password?: string; name?: string; identifier?: string } = {},
): Promise<TestMember> {
  const phone = overrides.phone ?? nextMobile();
  const remoteAddress = nextIp();
  const password = overrides.password ?? 'pearl-milk-tea-50';
  const send = await t.app.inject({
    method: 'POST',
    url: '/api/user/verify',
    payload: { phone },
    remoteAddress,
  });
  if (send.statusCode !== 200) throw new Error(`verify ${send.statusCode}: ${send.body}`);
  const code = await lastCode(t, phone);
  const checked = await t.app.inject({
    method: 'POST',
    url: '/api/user/check_verify',
    payload: { phone, code },
  });
  if (checked.statusCode !== 200) throw new Error(`check_verify ${checked.statusCode}: ${checked.body}`);
  const reg = await t.app.inject({
    method: 'POST',
    url: '/api/user',
    remoteAddress,
    payload: {
      phone,
      verification_token: checked.json().verification_token,
      name: overrides.name ?? '王小明',
      password,
      password_confirmation: password,
      identifier: overrides.identifier,
    },
  });
  if (reg.statusCode !== 200) throw new Error(`register ${reg.statusCode}: ${reg.body}`);
  const body = reg.json();
  const token = body.auth.api_token as string;
  return {
    phone,
    password,
    userId: body.user.id,
    uid: body.user.uid,
    token,
    cookie: `iding_session=${token}`,
    bearer: { authorization: `Bearer ${token}` },
  };
}
