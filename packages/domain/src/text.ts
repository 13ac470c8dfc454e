/**
 * The shared text schema (issue #10 §1; DESIGN.md "Security and integrity": text never reaches PostgreSQL
 * with a NUL byte, U+0000, which PostgreSQL refuses in text). Every string of the shared contracts starts
 * from `zText()` instead of `z.string()`, so a NUL in a name, memo, search, identifier or path parameter is
 * a 400 with a zh-TW message, not a 500 from the database.
 */
import { z } from 'zod';

/** The message of a refused NUL. Other control characters (tabs, newlines in memos) stay allowed. */
export const NUL_MESSAGE = '文字含有不允許的控制字元';

/** True when `text` contains a NUL character (U+0000). */
export function hasNul(text: string): boolean {
  return text.includes('\u0000');
}

/** `z.string()` that refuses a NUL character; chain `.min()`, `.max()`, `.trim()` … as on `z.string()`. */
export function zText() {
  return z.string().refine((text) => !hasNul(text), { message: NUL_MESSAGE, abort: true });
}
