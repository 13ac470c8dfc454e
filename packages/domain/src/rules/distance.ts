/**
 * Distance between the diner and a store (spec §3 Store lists `distance`, User userPosition), the one rule
 * the server's lists and the web's search results both use, so a store shows the same distance everywhere.
 */

/** Great-circle distance in whole metres (haversine, Earth radius 6,371 km) between two points in degrees. */
export function distanceMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(6_371_000 * 2 * Math.asin(Math.sqrt(a)));
}
