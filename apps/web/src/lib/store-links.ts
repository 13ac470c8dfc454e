/** Links to a store from any page (spec §2 store page, store infos, order pages: address on a map, phone to call). */

/** Google Maps search for an address (opened in a new tab by the caller). */
export function mapSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** tel: link of a phone as written by the store ("02-2720-5050" → "tel:0227205050"; a leading + kept). */
export function telHref(phone: string): string {
  return `tel:${phone.replaceAll(/[^\d+]/g, '')}`;
}
