/** DELETE /api/user — delete the account with a DELETE_ACCOUNT verification token (spec §7). */
import { useMutation } from '@tanstack/react-query';
import { userMutationKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** @throws ApiError verification_invalid, unauthorized */
export function deleteUser(verification_token: string): Promise<unknown> {
  return api(apiPaths.user(), { method: 'DELETE', body: { verification_token } });
}

/** DELETE /api/user with a DELETE_ACCOUNT verification token (spec §7) as a mutation. */
export function useDeleteUser() {
  return useMutation({ mutationKey: userMutationKeys.delete(), mutationFn: deleteUser });
}
