/**
 * POST /api/user/update_password — old password required, except in the password_reset session of a
 * forgot-password code (ADR 008). Ends the member's other sessions (all of them after a reset).
 */
import { useMutation } from '@tanstack/react-query';
import { userMutationKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export interface UpdatePasswordInput {
  old_password?: string;
  password: string;
  password_confirmation: string;
}

/** @throws ApiError password_incorrect, unauthorized, token_expired */
export function updatePassword(body: UpdatePasswordInput): Promise<unknown> {
  return api(apiPaths.userUpdatePassword(), { method: 'POST', body });
}

/** POST /api/user/update_password (spec §7) as a mutation. */
export function useUpdatePassword() {
  return useMutation({ mutationKey: userMutationKeys.updatePassword(), mutationFn: updatePassword });
}
