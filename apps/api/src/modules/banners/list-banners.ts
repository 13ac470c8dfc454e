/**
 * The index page's promotional banners (spec §7 GET /api/banners).
 */
import type { BannersResponse } from '@iding/domain';
import type { Db } from '../../db/client';
import { listActiveBanners } from './banners.queries';

/**
 * The banners showing at `now` (epoch ms), in their display order, in wire shape: `link` an in-app path or an
 * https URL, `image` null for a text banner.
 */
export async function listBanners(db: Db, now: number): Promise<BannersResponse> {
  const rows = await listActiveBanners(db, new Date(now));
  return {
    banners: rows.map((b) => ({
      id: b.id,
      title: b.title,
      description: b.description,
      image: b.image,
      link: b.link,
    })),
  };
}
