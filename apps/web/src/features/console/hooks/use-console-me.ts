/**
 * The signed-in staff member and the store of the page: every console page asks GET
 * /api/console/me (one cached query, never retried: a 401 sends the page to 登入) and finds its store there.
 */
import { useQuery } from '@tanstack/react-query';
import { consoleKeys } from '../../../api/query-keys';
import { ApiError } from '../../../lib/api-client';
import { getStaffMe } from '../api/console-api';

/** The me query and the page's store among the member's stores (undefined while loading or not theirs). */
export function useConsoleMe(sid: string) {
  const me = useQuery({
    queryKey: consoleKeys.me(),
    queryFn: ({ signal }) => getStaffMe(signal),
    retry: false,
  });
  const store = me.data?.stores.find((s) => s.identifier === sid);
  return { me, store };
}

/** True when a console request was refused for want of a session (401): the page goes to 登入. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
