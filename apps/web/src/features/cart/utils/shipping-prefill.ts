/**
 * What the 收件資訊 fields of a 外送 / 宅配 checkout start with (spec §3 shippingInfos): the recipient and their
 * phone follow 聯絡資訊 until the diner types their own, and an empty address takes the diner's last one — a
 * member's saved address (GET /api/user `address`), else this browser's last shipped-to address
 * (stores/order-draft-store.ts lastShipping). Pure: the form applies the patch.
 */
import { isDistrictOf } from '@iding/domain';

/** A place as the checkout's address fields hold it. */
export interface ShippingPlace {
  city: string;
  district: string;
  address: string;
  floor: string;
}

interface ShippingValues extends ShippingPlace {
  recipient: string;
  recipientPhone: string;
}

/** A saved place is usable when its city has its district and an address is given. */
function usable(place: ShippingPlace | null | undefined): place is ShippingPlace {
  return !!place && place.address.trim() !== '' && isDistrictOf(place.city, place.district);
}

/**
 * The fields to fill, and with what: `recipient` / `recipientPhone` from the contact while the diner has not
 * typed them (`typed` false); city, district, address and floor from the first usable of `places` when all
 * are empty. Fields the diner filled are never in the patch.
 */
export function shippingPrefill(
  values: ShippingValues,
  contact: { name: string; phone: string },
  typed: { recipient: boolean; recipientPhone: boolean },
  places: readonly (ShippingPlace | null | undefined)[],
): Partial<ShippingValues> {
  const patch: Partial<ShippingValues> = {};
  if (!typed.recipient && contact.name.trim() && values.recipient !== contact.name) {
    patch.recipient = contact.name;
  }
  if (!typed.recipientPhone && contact.phone.trim() && values.recipientPhone !== contact.phone) {
    patch.recipientPhone = contact.phone;
  }
  const empty = !values.city && !values.district && !values.address.trim() && !values.floor.trim();
  const place = empty ? places.find(usable) : undefined;
  if (place) {
    patch.city = place.city;
    patch.district = place.district;
    patch.address = place.address;
    patch.floor = place.floor;
  }
  return patch;
}
