/** PATCH /api/user — name, email, address (update-address screen) and the birthday, set once (spec §7). */
import type { User } from '@iding/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys, userMutationKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export interface UpdateUserInput {
  name?: string;
  email?: string;
  address?: { city?: string; district?: string; address?: string; floor?: string };
  /** YYYY-MM-DD; once set it cannot change (409 birthday_locked). */
  birthday?: string;
}

/** @throws ApiError validation_error, unauthorized, birthday_locked */
export function updateUser(body: UpdateUserInput, identifier?: string | null): Promise<User> {
  return api<User>(apiPaths.user(identifier), { method: 'PATCH', body });
}

/** PATCH /api/user (spec §7) as a mutation; refetches the member queries afterwards. */
export function useUpdateUser(identifier: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: userMutationKeys.update(),
    mutationFn: (body: UpdateUserInput) => updateUser(body, identifier),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.me() }),
  });
}
