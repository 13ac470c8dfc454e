/**
 * One normal form for searched text: what the diner types and what the server searches are
 * both put through `normalizeSearchText`, so 台北 finds 臺北市 and 臺 finds 台. The rule keeps the length
 * of every string (one character in, one character out), so an index found in the normal form points at the
 * same characters of the original text (the web's highlight relies on it).
 */

/**
 * Variant characters folded to one form, as two equally long strings: the character at position i of
 * `from` becomes the one at position i of `to`. Kept in this shape because PostgreSQL's
 * `translate(text, from, to)` takes the same two strings, so the database's generated search columns
 * (apps/api/src/db/schema/catalog.ts) apply exactly this table.
 */
export const SEARCH_FOLD = { from: '臺', to: '台' } as const;

/**
 * The searchable form of `text`: lowercased (COMEBUY = comebuy) with variant characters folded
 * (SEARCH_FOLD: 臺 → 台). Same length as `text` for CJK and ASCII text.
 */
export function normalizeSearchText(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) {
    const at = SEARCH_FOLD.from.indexOf(ch);
    out += at === -1 ? ch : SEARCH_FOLD.to[at];
  }
  return out;
}
