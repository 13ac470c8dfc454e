/** SQL text helpers shared by every module's queries. */
import { SEARCH_FOLD } from '@iding/domain';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * `column` in search form, in SQL: lowercased with the domain's variant characters folded (臺 → 台), the
 * same rule as normalizeSearchText for columns that do not store that form themselves.
 */
export function searchForm(column: SQLWrapper): SQL {
  return sql`translate(lower(${column}), ${SEARCH_FOLD.from}, ${SEARCH_FOLD.to})`;
}

/** A LIKE pattern that matches `text` literally anywhere (%, _ and \\ escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
