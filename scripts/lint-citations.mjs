#!/usr/bin/env node
/**
 * Comments cite the product spec (`spec §N`) and in-repo docs (docs/spec-map.md, docs/features.md, ADRs),
 * never issue numbers: an issue tracker is not in the repo, so a newcomer cannot follow "issue #N".
 * ADRs (docs/decisions) keep theirs: they record why a decision was taken, when.
 * Exits 1 listing each offending line.
 */
import { execFileSync } from 'node:child_process';

let out = '';
try {
  out = execFileSync('git', ['grep', '-n', '-I', '-i', '-E', 'issue #[0-9]', '--', '.', ':!docs/decisions'], {
    encoding: 'utf8',
  });
} catch (error) {
  // git grep exits 1 when nothing matches: that is the pass.
  if (error.status !== 1) throw error;
}
if (out.trim()) {
  console.error(`Cite the spec section or an in-repo doc instead of an issue number:\n${out}`);
  process.exit(1);
}
