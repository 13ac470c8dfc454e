/**
 * GET /api/category/tag_categories — food categories (spec §3 Store lists "food categories", §7): the stores'
 * tags with how many stores carry each, most used first. A category opens /stores?category=….
 */
import type { TagCategoriesResponse } from '@iding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { discoveryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** @throws ApiError — 500 timeout / network. */
export function getTagCategories(signal?: AbortSignal): Promise<TagCategoriesResponse> {
  return api<TagCategoriesResponse>(apiPaths.tagCategories(), { signal });
}

/** Query options; categories change rarely, so 5 minutes fresh. */
export const tagCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: discoveryKeys.tagCategories(),
    queryFn: ({ signal }) => getTagCategories(signal),
    staleTime: 5 * 60_000,
  });

/** The index page's food categories (spec §7 GET /api/category/tag_categories). */
export function useTagCategories() {
  return useQuery(tagCategoriesQueryOptions());
}
