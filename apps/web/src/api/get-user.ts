/** GET /api/user — the logged-in member with memberInfos at the optional store (spec §3 User, §7). */
import type { User } from '@iding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { apiPaths } from '../lib/paths';
import { userKeys } from './query-keys';

/** @throws ApiError unauthorized, token_expired, invalid_token (handled centrally, spec §4 Session) */
export function getUser(identifier: string | null, signal?: AbortSignal): Promise<User> {
  return api<User>(apiPaths.user(identifier), { signal });
}

/** GET /api/user?identifier= (spec §7): the member with memberInfos at the store. */
export const userQueryOptions = (identifier: string | null) =>
  queryOptions({
    queryKey: userKeys.meAt(identifier),
    queryFn: ({ signal }) => getUser(identifier, signal),
  });

/** The member at the store (the query of userQueryOptions). */
export function useMember(identifier: string | null) {
  return useQuery(userQueryOptions(identifier));
}
