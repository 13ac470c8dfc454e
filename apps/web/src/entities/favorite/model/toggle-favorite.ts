/**
 * The favorite heart's toggle (spec §4, §7 Favorites, §8 add_favorite / remove_favorite):
 * POST or DELETE /api/favorite as a react-query mutation, optimistic with a rollback. Loaded on demand by
 * entities/favorite/hooks/use-favorites.ts (right after a member is seen), so the store lists' first download carries only
 * the heart, not the mutation code.
 *
 * - Before the call: the cached favorites list (entities/favorite/model/favorites.ts) and the store's cached store info
 *   `favorite` flag take the new state, so the heart flips at once.
 * - A failure puts that one store back as it was and says so (spec §8 helper: 「無法加入最愛 (錯誤: …)」),
 *   except a lost session, which the login screen it leads to explains (spec §4 Session).
 * - A success says 「{store} 已加入最愛」 / 「{store} 已移除最愛」.
 * - Taps on one store run one after another (mutation scope), so the server ends in the last tap's state.
 *   Once no heart is busy, the list, that store's info and the branch lists are fetched again, so every
 *   flag (store page, 分店) is the server's.
 */
import type { FavoritesResponse, StoreInfo } from '@iding/domain';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { storeInfoQueryKey } from '../../../api/get-store-info';
import { favoriteToggleKey, storeKeys } from '../../../api/query-keys';
import { ApiError, showApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { addFavorite } from '../api/add-favorite';
import { FAVORITES_QUERY_KEY } from '../api/get-favorites';
import { removeFavorite } from '../api/remove-favorite';
import { applyFavoriteChange, type FavoriteChange, restoreFavorite } from './favorites';

const TOGGLE_KEY = favoriteToggleKey();
const infoKey = storeInfoQueryKey;

interface Snapshot {
  list: FavoritesResponse | undefined;
  info: StoreInfo | undefined;
}

/** Adds (`change.favorite` true) or removes `change.store` (see the file comment); never rejects. */
export function toggleFavorite(queryClient: QueryClient, change: FavoriteChange): void {
  const { identifier } = change.store;
  const observer = new MutationObserver<unknown, unknown, FavoriteChange, Snapshot>(queryClient, {
    mutationKey: TOGGLE_KEY,
    mutationFn: ({ store, favorite }) =>
      favorite ? addFavorite(store.identifier) : removeFavorite(store.identifier),
    scope: { id: `favorite:${identifier}` },
    onMutate: async ({ favorite }) => {
      await queryClient.cancelQueries({ queryKey: FAVORITES_QUERY_KEY });
      const list = queryClient.getQueryData<FavoritesResponse>(FAVORITES_QUERY_KEY);
      const info = queryClient.getQueryData<StoreInfo>(infoKey(identifier));
      if (list) {
        queryClient.setQueryData(FAVORITES_QUERY_KEY, applyFavoriteChange(list, change, Date.now() / 1000));
      }
      if (info) queryClient.setQueryData(infoKey(identifier), { ...info, favorite });
      return { list, info };
    },
    onError: (error, { favorite }, snapshot) => {
      const current = queryClient.getQueryData<FavoritesResponse>(FAVORITES_QUERY_KEY);
      if (snapshot?.list && current) {
        queryClient.setQueryData(FAVORITES_QUERY_KEY, restoreFavorite(current, snapshot.list, identifier));
      }
      if (snapshot?.info) queryClient.setQueryData(infoKey(identifier), snapshot.info);
      if (error instanceof ApiError && error.status === 401) return;
      showApiError(
        i18n.t(favorite ? 'common.favorite.add_favorite' : 'common.favorite.remove_favorite'),
        error,
      );
    },
    onSuccess: (_answer, { favorite, store }) => {
      notify.success(
        i18n.t(favorite ? 'common.favorite.added' : 'common.favorite.removed', { name: store.name }),
        {
          duration: 2000,
        },
      );
    },
    onSettled: async () => {
      // This mutation still counts as busy here: only the last busy heart fetches again, so an earlier
      // answer never overwrites a later tap's optimistic state.
      if (queryClient.isMutating({ mutationKey: TOGGLE_KEY }) > 1) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: FAVORITES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: infoKey(identifier) }),
        queryClient.invalidateQueries({ queryKey: storeKeys.allBranches() }),
      ]);
    },
  });
  // The failure is handled above (rollback and snackbar).
  observer.mutate(change).catch(() => undefined);
}
