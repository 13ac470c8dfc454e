/**
 * POST /api/user/login (spec §7): phone + password, or the member's uid to renew an expired session
 * (spec §4 Session; ADR 008: only works while the browser still holds that member's expired session).
 */
import type { LoginResponse } from '@iding/domain';
import { useMutation } from '@tanstack/react-query';
import { userMutationKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { deviceFields } from '../utils/device';

export type LoginInput =
  | { phone: string; password: string; identifier?: string | null }
  | { uid: string; identifier?: string | null };

/** @throws ApiError login_failed, login_not_allowed, rate_limited */
export function login({ identifier, ...input }: LoginInput): Promise<LoginResponse> {
  return api<LoginResponse>(apiPaths.userLogin(), {
    method: 'POST',
    body: { country_code: '886', ...input, ...deviceFields(identifier) },
    // A refused login is the answer itself, never a session to renew.
    session: false,
  });
}

/** POST /api/user/login (spec §7) as a mutation. */
export function useLogin() {
  return useMutation({ mutationKey: userMutationKeys.login(), mutationFn: login });
}
