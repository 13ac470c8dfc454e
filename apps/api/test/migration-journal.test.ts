/**
 * The migration journal (apps/api/src/db/migrations/meta/_journal.json) orders what an existing database still
 * has to apply: drizzle's migrator applies a journal entry only when its `when` is later than the newest one the
 * database recorded. An entry dated earlier than the one before it is skipped, silently, by every database
 * that was upgraded past that earlier entry before (0034 once was: it would never have reached a database at
 * 0033). So `when` must grow with the index, and the files must be the journal's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = path.resolve(import.meta.dirname, '../src/db/migrations');
const journal = JSON.parse(readFileSync(path.join(DIR, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string; when: number }[];
};

describe('the migration journal', () => {
  it('dates every migration after the one before it', () => {
    const out = journal.entries
      .filter((e, i) => i > 0 && e.when <= journal.entries[i - 1]!.when)
      .map((e) => e.tag);
    expect(out).toEqual([]);
  });

  it('lists exactly the migration files, in index order', () => {
    const files = readdirSync(DIR)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => f.replace(/\.sql$/, ''))
      .sort();
    expect(journal.entries.map((e) => e.tag)).toEqual(files);
    const idx = journal.entries.map((e) => e.idx);
    expect(idx).toEqual([...idx].sort((a, b) => a - b));
  });
});
