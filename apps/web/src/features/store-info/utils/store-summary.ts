/**
 * The store card (spec §3 Store lists, StoreSummary) of a store page's store info (spec §3 Store info), for
 * the favorite heart: 我的最愛 shows the card before the list is fetched again (entities/favorite/model/favorites.ts).
 */
import { type StoreInfo, type StoreSummary, todayShifts } from '@iding/domain';

/**
 * The StoreSummary fields of `info`, with today's shifts at `now` (epoch ms, Asia/Taipei) and no distance.
 */
export function storeSummary(info: StoreInfo, now: number): StoreSummary {
  return {
    identifier: info.identifier,
    name: info.name,
    brand_identifier: info.brand_identifier,
    brand_name: info.brand_name,
    address: info.address,
    city: info.city,
    district: info.district,
    phone: info.phone,
    logo: info.logo,
    cover: info.cover,
    is_closed: info.is_closed,
    can_order: info.can_order,
    today_hours: todayShifts(now, info.business_hour, info.holiday),
    latitude: info.latitude,
    longitude: info.longitude,
    distance: null,
    favorite: info.favorite,
  };
}
