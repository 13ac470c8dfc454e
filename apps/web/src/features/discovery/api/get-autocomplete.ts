/**
 * GET /api/stores/autocomplete?search= — search suggestions (spec §7): at most 10 stores and 5 brands whose
 * name, alias, district or address hold every word typed, best first.
 */
import { type AutocompleteResponse, FIELD_LIMITS } from '@iding/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { discoveryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** Server limit of the search text (characters): the domain's FIELD_LIMITS.search. */
export const MAX_SEARCH_LENGTH = FIELD_LIMITS.search;

/**
 * @param search the text as typed; trimmed and cut to MAX_SEARCH_LENGTH characters here.
 * @param signal aborted by react-query once the text changed (a stale answer is never shown).
 * @throws ApiError — 500 timeout / network.
 */
export function getAutocomplete(search: string, signal?: AbortSignal): Promise<AutocompleteResponse> {
  return api<AutocompleteResponse>(apiPaths.storesAutocomplete(search.trim().slice(0, MAX_SEARCH_LENGTH)), {
    signal,
  });
}

/** Query options keyed by the trimmed text (spec §7 autocomplete). */
export const autocompleteQueryOptions = (search: string) =>
  queryOptions({
    queryKey: discoveryKeys.autocomplete(search.trim().slice(0, MAX_SEARCH_LENGTH)),
    // Reading `signal` lets react-query abort the request when the key changes before it answered.
    queryFn: ({ signal }) => getAutocomplete(search, signal),
    staleTime: 60_000,
  });

/** Off for an empty text; the previous suggestions stay while the next ones load. */
export function useAutocomplete(search: string) {
  return useQuery({
    ...autocompleteQueryOptions(search),
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
