/** spec §2 redirects after login and the route guards (redirectIfLogged / redirectIfNotLogin). */
import type { AuthSession, User } from '@iding/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useGlobal } from '../../../stores/global-store';
import { isLoggedIn, useUser } from '../../../stores/user-store';
import { afterLoginPath, redirectIfLogged, redirectIfNotLogin } from './guards';

const ORIGIN = 'http://localhost';
const user = {
  id: 7,
  uid: '00000000-0000-4000-8000-000000000007',
  user_type: 0,
  name: '林小美',
  email: '',
  country_code: '886',
  phone: '0912345678',
  address: { city: '', district: '', address: '', floor: '' },
  memberInfos: { user_group: 0, point: 3, store_credit: 0 },
  birthday: null,
} satisfies User;
const auth = (expire: number): AuthSession => ({ expire_time: expire, user_id: 7, api_token: 'secret' });
const args = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`${ORIGIN}${url}`), params }) as unknown as LoaderFunctionArgs;
const thrown = (fn: () => unknown): Response => {
  try {
    fn();
  } catch (r) {
    return r as Response;
  }
  throw new Error('expected a redirect');
};

afterEach(() => {
  useUser.getState().clear();
  useGlobal.setState({ identifier: null });
});

describe('afterLoginPath (spec §2)', () => {
  it('follows a same-site redirect with its query', () => {
    expect(afterLoginPath('/stores/member?tab=1', null)).toBe('/stores/member?tab=1');
  });
  it('refuses outside or login targets: store menu when known, else /stores', () => {
    expect(afterLoginPath('https://evil.example/x', null)).toBe('/stores');
    expect(afterLoginPath('//evil.example', 'abc')).toBe('/stores/abc/menu');
    expect(afterLoginPath('/stores/login?redirect=/x', null)).toBe('/stores');
    expect(afterLoginPath('/stores/abc/login', null)).toBe('/stores');
    useGlobal.setState({ identifier: '50lan-xinyi' });
    expect(afterLoginPath(null)).toBe('/stores/50lan-xinyi/menu');
  });
});

describe('user store (spec §3)', () => {
  it('is logged in only while expireTime is in the future, and never keeps the api_token', () => {
    const now = 1_000_000;
    useUser.getState().setAuth(auth(now + 60), user);
    expect(isLoggedIn(useUser.getState(), now)).toBe(true);
    expect(isLoggedIn(useUser.getState(), now + 60)).toBe(false);
    expect(JSON.stringify(useUser.getState())).not.toContain('secret');
    expect(useUser.getState()).toMatchObject({ uid: user.uid, userUuid: user.uid, user_id: 7 });
  });
  it('refuses a register step that is not 1, 2 or 3 (spec §4)', () => {
    expect(() => useUser.getState().setRegisterStep(4 as 1)).toThrow();
  });
});

describe('guards (spec §2)', () => {
  it('redirectIfNotLogin sends a visitor to login with the current path and query', () => {
    const r = thrown(() => redirectIfNotLogin(args('/stores/member/infos?x=1')));
    expect(r.headers.get('Location')).toBe('/stores/login?redirect=%2Fstores%2Fmember%2Finfos%3Fx%3D1');
  });
  it('redirectIfLogged sends a member to the store menu, or /stores', () => {
    useUser.getState().setAuth(auth(Date.now() / 1000 + 600), user);
    expect(redirectIfNotLogin(args('/stores/member'))).toBeNull();
    expect(thrown(() => redirectIfLogged(args('/stores/login'))).headers.get('Location')).toBe('/stores');
    expect(
      thrown(() => redirectIfLogged(args('/stores/abc/login', { sid: 'abc' }))).headers.get('Location'),
    ).toBe('/stores/abc/menu');
  });
});
