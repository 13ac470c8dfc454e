/**
 * Banner reads (Drizzle only).
 */
import { and, asc, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema';

/** Banners showing at `now` (started or no start, not ended or no end), in their order. */
export async function listActiveBanners(db: Db, now: Date) {
  return db
    .select()
    .from(banners)
    .where(
      and(
        or(isNull(banners.startsAt), lte(banners.startsAt, now)),
        or(isNull(banners.endsAt), gt(banners.endsAt, now)),
      ),
    )
    .orderBy(asc(banners.sort), asc(banners.id));
}
