/** POST /api/user — register with a REGISTER verification token; logs the member in (spec §7). */
import type { LoginResponse } from '@iding/domain';
import { useMutation } from '@tanstack/react-query';
import { userMutationKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { deviceFields } from '../utils/device';

export interface RegisterInput {
  phone: string;
  verification_token: string;
  name: string;
  password: string;
  password_confirmation: string;
  identifier?: string | null;
}

/** @throws ApiError verification_invalid, phone_taken, validation_error */
export function register({ identifier, ...input }: RegisterInput): Promise<LoginResponse> {
  return api<LoginResponse>(apiPaths.user(), {
    method: 'POST',
    body: { country_code: '886', ...input, ...deviceFields(identifier) },
    session: false,
  });
}

/** POST /api/user (register, spec §7) as a mutation. */
export function useRegister() {
  return useMutation({ mutationKey: userMutationKeys.register(), mutationFn: register });
}
