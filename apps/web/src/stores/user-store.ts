/**
 * The member (spec §3 "User", "Auth session"; spec §4 Registration steps, Session, Logout), persisted in
 * localStorage under key `user`. The session token itself never reaches script: the API keeps it in an
 * HttpOnly cookie (ADR 008), and the api_token of a login answer is dropped here, never stored.
 *
 * Logged in = expireTime (epoch seconds) set and in the future (spec §3 "logged in if set", §6).
 */
// Types only: importing values from @iding/domain here would pull zod into every page that shows the 會員 link.
import type { AuthSession, MemberInfos, OtpStep, User } from '@iding/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const USER_STORAGE_KEY = 'user';

export interface UserState {
  /** Epoch seconds when the session expires; null when logged out. */
  expireTime: number | null;
  /** The member's stable uuid (spec §3 userUuid / uid; used to renew an expired session). */
  userUuid: string | null;
  uid: string | null;
  user_id: number | null;
  /** spec §3 member type (NORMAL 0 … BLACK_LIST 4). */
  user_type: number | null;
  /** Standing at the current store (user_group, point, store_credit in TWD). */
  memberInfos: MemberInfos | null;
  /** spec §4 Registration steps (numeric): 1 phone, 2 code, 3 name and password. */
  registerStep: OtpStep;
  /** Phone the registration code was sent to (kept with the step so a reload can continue). */
  registerPhone: string;
  /** Set when the session was lost (spec §4 Session) until the next login; the login screen says so. Not persisted. */
  sessionExpired: boolean;
}

interface UserActions {
  /** Stores a login / registration answer (without its api_token). */
  setAuth(auth: AuthSession, user: User): void;
  setMemberInfos(memberInfos: MemberInfos): void;
  /** spec §4: steps must be numeric, else an error. */
  setRegisterStep(step: OtpStep, phone?: string): void;
  /** Forgets the member and resets the register step (spec §4 Logout). */
  clear(): void;
}

export type UserStore = UserState & UserActions;

const LOGGED_OUT: UserState = {
  expireTime: null,
  userUuid: null,
  uid: null,
  user_id: null,
  user_type: null,
  memberInfos: null,
  registerStep: 1,
  registerPhone: '',
  sessionExpired: false,
};

/** spec §3 OTP steps first, second, third (OtpStep of @iding/domain). */
const STEPS: readonly number[] = [1, 2, 3];

export const useUser = create<UserStore>()(
  persist(
    (set) => ({
      ...LOGGED_OUT,
      setAuth: (auth, user) =>
        set({
          expireTime: auth.expire_time,
          userUuid: user.uid,
          uid: user.uid,
          user_id: auth.user_id,
          user_type: user.user_type,
          memberInfos: user.memberInfos,
          registerStep: 1,
          registerPhone: '',
          sessionExpired: false,
        }),
      setMemberInfos: (memberInfos) => set({ memberInfos }),
      setRegisterStep: (step, phone) => {
        if (!STEPS.includes(step)) throw new Error(`register step must be 1, 2 or 3 (got ${String(step)})`);
        set(phone === undefined ? { registerStep: step } : { registerStep: step, registerPhone: phone });
      },
      clear: () => set(LOGGED_OUT),
    }),
    {
      name: USER_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      // Everything but the not-persisted sessionExpired flag (actions are dropped by JSON anyway).
      partialize: ({ sessionExpired: _notPersisted, ...persisted }) => persisted,
    },
  ),
);

/** spec §3: logged in when expireTime is set and still in the future. `now` in epoch seconds. */
export function isLoggedIn(s: Pick<UserState, 'expireTime'>, now: number = Date.now() / 1000): boolean {
  return s.expireTime !== null && s.expireTime > now;
}
