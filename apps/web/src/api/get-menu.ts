/**
 * The menu (spec §4 "Menu fetch", §7): GET /api/menu/{sid}/check → {sha1, version} first, and
 * GET /api/menu/new/{sid} only when the version or hash differs from the menu already cached.
 * Shared by the menu and cart screens.
 */
import type { Menu, MenuCheck } from '@iding/domain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { apiPaths } from '../lib/paths';
import { storeKeys } from './query-keys';

/** The cache key of a store's menu (storeKeys.menu). */
export const menuQueryKey = storeKeys.menu;

export function getMenuCheck(sid: string, signal?: AbortSignal): Promise<MenuCheck> {
  return api<MenuCheck>(apiPaths.menuCheck(sid), { signal });
}

export function getMenu(sid: string, signal?: AbortSignal): Promise<Menu> {
  return api<Menu>(apiPaths.menu(sid), { signal });
}

/** Checks first; reuses the cached menu when its sha1 and version still match. */
export async function getCurrentMenu(client: QueryClient, sid: string, signal?: AbortSignal): Promise<Menu> {
  const check = await getMenuCheck(sid, signal);
  const cached = client.getQueryData<Menu>(menuQueryKey(sid));
  if (cached && cached.sha1 === check.sha1 && cached.version === check.version) return cached;
  return getMenu(sid, signal);
}

export const menuQueryOptions = (sid: string) =>
  queryOptions({
    queryKey: menuQueryKey(sid),
    queryFn: ({ client, signal }) => getCurrentMenu(client, sid, signal),
    staleTime: 30_000,
  });

export function useMenu(sid: string) {
  return useQuery(menuQueryOptions(sid));
}
