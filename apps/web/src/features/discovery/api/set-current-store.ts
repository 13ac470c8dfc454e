/**
 * POST /api/stores/store/identifier {identifier} — remembers the diner's current store in a cookie
 * (spec §7; §9 "Store identifier kept in cookie or session"). Called when the diner opens a store from search.
 */
import type { CurrentStoreResponse } from '@iding/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** @throws ApiError — 404 store_not_found, 500 timeout / network. */
export function setCurrentStore(identifier: string): Promise<CurrentStoreResponse> {
  return api<CurrentStoreResponse>(apiPaths.currentStore(), { method: 'POST', body: { identifier } });
}

/** Best effort: the page navigates on at once, and a failure only shows on the progress bar. */
export function useSetCurrentStore() {
  return useMutation({ mutationFn: setCurrentStore });
}
