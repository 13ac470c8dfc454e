/**
 * Brands for discovery (spec §2 /brands, /brands/{bid}/stores; §7 GET /api/brands, /api/brands/{bid}).
 */
import type { BrandResponse, BrandSummary } from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { toStoreSummary } from '../stores/get-store-info';
import { listStoreRows } from '../stores/list-stores';
import { type BrandRow, findBrandByIdentifier, findBrandsByName, listBrands } from './brands.queries';

/**
 * Brands whose name contains `search` (case-insensitive), at most `limit`, for the store search's suggestions
 * (spec §7 GET /api/stores/autocomplete). Given to the stores module by app.ts (ADR 024).
 */
export function findBrandSuggestions(db: Db, search: string, limit: number) {
  return findBrandsByName(db, search, limit);
}

/** A brand as GET /api/brands lists it (spec §3 Store lists "brands"). */
export function toBrandSummary(b: BrandRow): BrandSummary {
  return {
    identifier: b.identifier,
    name: b.name,
    description: b.description,
    logo: b.logo,
    aliases: b.aliases,
    store_count: b.storeCount,
  };
}

/** Brands by name; `search` (trimmed, empty = all) keeps those whose name or an alias contains it. */
export async function listBrandSummaries(db: Db, search?: string): Promise<BrandSummary[]> {
  return (await listBrands(db, search || undefined)).map(toBrandSummary);
}

/**
 * A brand and its stores (open state now, Asia/Taipei; distance in metres when lat/lng are given).
 * @throws ApiError brand_not_found (404).
 */
export async function getBrandWithStores(
  db: Db,
  identifier: string,
  now: number,
  position: { lat?: number; lng?: number },
): Promise<BrandResponse> {
  const brand = await findBrandByIdentifier(db, identifier);
  if (!brand) throw new ApiError('brand_not_found', '找不到這個品牌');
  const at =
    position.lat != null && position.lng != null ? { lat: position.lat, lng: position.lng } : undefined;
  const stores = (await listStoreRows(db, { brandId: brand.id })).map((s) => toStoreSummary(s, now, at));
  // Stores without coordinates have no distance: they go last, never first as if 0 m away.
  if (at)
    stores.sort(
      (a, b) => (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY),
    );
  return { brand: toBrandSummary(brand), stores };
}
