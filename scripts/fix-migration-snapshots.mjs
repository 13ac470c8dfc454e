// Re-links drizzle-kit's snapshot chain after branches that each generated a migration were merged
// (each branch's snapshot pointed at the same parent, and the last one lacked the others' tables):
// every snapshot's prevId becomes the id of the one before it in the journal, and the newest snapshot's
// content becomes the schema as it is now (from `drizzle-kit generate` into an empty folder), so the next
// `npm run db:generate` diffs against the real schema. Run after such a merge:
//   node scripts/fix-migration-snapshots.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const meta = path.join(root, 'apps/api/src/db/migrations/meta');
const journal = JSON.parse(readFileSync(path.join(meta, '_journal.json'), 'utf8'));
const file = (tag) => path.join(meta, `${tag.slice(0, 4)}_snapshot.json`);

const fresh = mkdtempSync(path.join(tmpdir(), 'snapshot-'));
try {
  execFileSync(
    path.join(root, 'node_modules/.bin/drizzle-kit'),
    ['generate', '--dialect', 'postgresql', '--schema', './apps/api/src/db/schema/index.ts', '--out', fresh],
    { cwd: root, stdio: 'ignore' },
  );
  const current = JSON.parse(readFileSync(path.join(fresh, 'meta/0000_snapshot.json'), 'utf8'));
  let prevId = '00000000-0000-0000-0000-000000000000';
  const seen = new Set();
  journal.entries.forEach((entry, i) => {
    const last = i === journal.entries.length - 1;
    const snap = JSON.parse(readFileSync(file(entry.tag), 'utf8'));
    if (seen.has(snap.id)) throw new Error(`${entry.tag}: snapshot id ${snap.id} used twice`);
    seen.add(snap.id);
    // drizzle-kit's own layout (two spaces, no final newline); untouched files stay as they are.
    if (last) writeFileSync(file(entry.tag), JSON.stringify({ ...current, id: snap.id, prevId }, null, 2));
    else if (snap.prevId !== prevId)
      writeFileSync(file(entry.tag), JSON.stringify({ ...snap, prevId }, null, 2));
    prevId = snap.id;
  });
  console.log(
    `re-linked ${journal.entries.length} snapshots; ${journal.entries.at(-1).tag} holds the schema now`,
  );
} finally {
  rmSync(fresh, { recursive: true, force: true });
}
