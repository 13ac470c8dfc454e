/**
 * The built web app's small files outside assets/ (robots.txt, favicon.svg, manifest.webmanifest, icons),
 * held in memory: the build does not change while the server runs (index.html is read once too), and a file
 * sent from memory costs no stat, open, read and close per request (DESIGN.md "Speed work": robots.txt went
 * from ~0.2 to the share of bare Fastify in docs/benchmarks.md "Every request"). Files with a
 * pre-compressed copy (.br/.gz: sw.js, index.html) and hashed assets are sent from disk as before.
 *
 * Each answers as @fastify/send would: its MIME type (charset=utf-8 for text), Last-Modified, a strong ETag of
 * its bytes and 304 for a matching If-None-Match, `public, max-age=300`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isUtf8MimeType, mime } from '@fastify/send';

/** Files larger than this are sent from disk (they are few, and memory is kept for data). */
const MAX_BYTES = 64 * 1024;

/** One small file of the web root, ready to send. */
export interface WebFile {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: string;
}

/**
 * The small files of `root` outside assets/ and dot-folders, by URL path without the leading slash
 * (`robots.txt`, `icons/icon-192.png`); files with a .br or .gz copy are left out (see the file comment).
 */
export function loadWebFiles(root: string): Map<string, WebFile> {
  const files = new Map<string, WebFile>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const rel = path.relative(root, full).split(path.sep).join('/');
    if (rel.startsWith('assets/') || rel.split('/').some((s) => s.startsWith('.'))) continue;
    if (/\.(br|gz)$/.test(rel) || existsSync(`${full}.br`) || existsSync(`${full}.gz`)) continue;
    const stat = statSync(full);
    if (stat.size > MAX_BYTES) continue;
    const body = readFileSync(full);
    const type = mime.getType(rel) ?? 'application/octet-stream';
    files.set(rel, {
      body,
      contentType: isUtf8MimeType(type) ? `${type}; charset=utf-8` : type,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      lastModified: stat.mtime.toUTCString(),
    });
  }
  return files;
}
