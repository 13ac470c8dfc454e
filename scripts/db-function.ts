// Writes a migration that (re)creates PL/pgSQL functions, and their triggers, from their one source files in
// apps/api/src/db/functions/ (docs/ARCHITECTURE.md "Where each kind of rule lives"):
//   npm run db:function -- iding_order_released [another_function …]
// The migration is the next number after the newest one, `NNNN_<first function>.sql`; it is added to
// drizzle-kit's journal with a time after every earlier entry's (the migrator applies only migrations newer
// than the last one applied) and a snapshot copied from the newest one, as `drizzle-kit generate --custom`
// would (which numbers by the journal's length and so would overwrite 0035 here: 0016 and 0024 do not exist).
// Add a comment saying why under the generated first line; a changed signature also needs a
// `DROP FUNCTION IF EXISTS name(old argument types);` above the new one.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { functionMigrationSql, listSqlFunctions, MIGRATIONS_DIR } from '../apps/api/src/db/sql-functions';

/** drizzle-kit's journal (its idx has gaps here, so the next is the last one's + 1). */
interface Journal {
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}

const names = process.argv.slice(2);
const known = listSqlFunctions();
const unknown = names.filter((n) => !known.includes(n));
if (names.length === 0 || unknown.length > 0) {
  console.error(
    `usage: npm run db:function -- <function> [<function> …]\n` +
      (unknown.length > 0 ? `no such file in apps/api/src/db/functions: ${unknown.join(', ')}\n` : '') +
      `functions: ${known.join(', ')}`,
  );
  process.exit(1);
}

const meta = path.join(MIGRATIONS_DIR, 'meta');
const journalFile = path.join(meta, '_journal.json');
const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
const numbers = readdirSync(MIGRATIONS_DIR)
  .map((f) => /^(\d{4})_.*\.sql$/.exec(f)?.[1])
  .filter((n) => n != null)
  .map(Number);
const prefix = String(Math.max(...numbers) + 1).padStart(4, '0');
const tag = `${prefix}_${names[0]}`;
const last = journal.entries.at(-1)!;
const snapshotOf = (t: string) => path.join(meta, `${t.slice(0, 4)}_snapshot.json`);
const previous = JSON.parse(readFileSync(snapshotOf(last.tag), 'utf8')) as { id: string };

writeFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), functionMigrationSql(names));
// drizzle-kit's own layouts: the snapshot two-space indented without a final newline, the journal likewise.
writeFileSync(
  snapshotOf(tag),
  JSON.stringify({ ...previous, id: randomUUID(), prevId: previous.id }, null, 2),
);
journal.entries.push({
  idx: last.idx + 1,
  version: last.version,
  when: Math.max(Date.now(), ...journal.entries.map((e) => e.when + 1)),
  tag,
  breakpoints: true,
});
writeFileSync(journalFile, JSON.stringify(journal, null, 2));
console.log(`wrote apps/api/src/db/migrations/${tag}.sql from ${names.map((n) => `${n}.sql`).join(', ')}`);
