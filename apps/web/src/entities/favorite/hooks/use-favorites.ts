/**
 * Favorite stores with react-query (spec §3 Favorites, §7): GET /api/favorite only for a
 * logged-in member, and the heart toggle. The toggle's mutation (entities/favorite/model/toggle-favorite.ts: optimistic, rolled
 * back with a snackbar on failure) is loaded once a member is seen, so a visitor's store list never
 * downloads it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { showApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { isLoggedIn, useUser } from '../../../stores/user-store';
import { favoritesQueryOptions } from '../api/get-favorites';
import { type FavoriteChange, favoriteIds } from '../model/favorites';

/** True while the member is logged in (spec §6: expireTime set and in the future). */
export function useLoggedIn(): boolean {
  return useUser((s) => isLoggedIn(s));
}

/** GET /api/favorite (spec §7): the member's favorite stores, newest first; idle for a visitor. */
export function useFavorites() {
  return useQuery({ ...favoritesQueryOptions(), enabled: useLoggedIn() });
}

/** The member's favorite store identifiers; undefined for a visitor or until GET /api/favorite answers. */
export function useFavoriteIds(): Set<string> | undefined {
  return useQuery({ ...favoritesQueryOptions(), enabled: useLoggedIn(), select: favoriteIds }).data;
}

const loadToggle = () => import('../model/toggle-favorite');

/**
 * The heart toggle: `(change) => void` adds or removes `change.store` (POST / DELETE /api/favorite, spec
 * §7), optimistically. Its code is fetched as soon as the member is logged in, before the first tap.
 */
export function useToggleFavorite(): (change: FavoriteChange) => void {
  const queryClient = useQueryClient();
  const loggedIn = useLoggedIn();
  useEffect(() => {
    if (loggedIn) void loadToggle().catch(() => undefined);
  }, [loggedIn]);
  // Stable across renders: the heart's effects (finishing a visitor's tap after login) depend on it.
  return useCallback(
    (change: FavoriteChange) => {
      loadToggle()
        .then((m) => m.toggleFavorite(queryClient, change))
        .catch((error: unknown) =>
          showApiError(
            i18n.t(change.favorite ? 'common.favorite.add_favorite' : 'common.favorite.remove_favorite'),
            error,
          ),
        );
    },
    [queryClient],
  );
}
