/**
 * docs/benchmarks.md holds one section per benchmark script (`npm run bench` → api, `npm run bench:web` → web),
 * each between `<!-- bench:NAME -->` and `<!-- /bench:NAME -->`, so each script rewrites only its own figures.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const BENCH_DOC = path.resolve('docs/benchmarks.md');

const HEADER = [
  '# Benchmarks',
  '',
  'Figures printed by `npm run bench` (API under load) and `npm run bench:web` (web bundle sizes and',
  'Lighthouse). Each script rewrites only its own section below.',
  '',
].join('\n');

/** Replaces (or appends) the section NAME of docs/benchmarks.md with `markdown`. */
export function writeBenchSection(name: string, markdown: string): void {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const doc = existsSync(BENCH_DOC) ? readFileSync(BENCH_DOC, 'utf8') : HEADER;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${doc.slice(0, from)}${block}${doc.slice(to + end.length)}`
      : `${doc.trimEnd()}\n\n${block}\n`;
  writeFileSync(BENCH_DOC, next);
}
