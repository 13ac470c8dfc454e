/**
 * Ids of rows keyed by a uuid (orders, coupons, entrees, quotes, deliveries): a path or body value that is not
 * one is unknown, so a service answers 404 before it reaches the database (which would refuse the cast).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `value` is a uuid in its canonical 8-4-4-4-12 hex form (any case). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
