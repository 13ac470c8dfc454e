/**
 * The date of a news entry as diners read it everywhere in the app (one date format,
 * 2026/11/24), from the API's YYYY-MM-DD (spec §3 carousel_messages date, Asia/Taipei).
 */

/** "2026/11/24" for "2026-11-24"; null for a missing or malformed date (the entry then shows none). */
export function newsDate(date: string | null): string | null {
  const m = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  return m ? `${m[1]}/${m[2]}/${m[3]}` : null;
}
