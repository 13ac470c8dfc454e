/**
 * The shared text schema (issue #10 §1; DESIGN.md "Security and integrity": text never reaches PostgreSQL
 * with a NUL byte, U+0000, which PostgreSQL refuses in text). Every string of the shared contracts starts
 * from `zText()` instead of `z.string()`, so a NUL in a name, memo, search, identifier or path parameter is
 * a 400 with a zh-TW message, not a 500 from the database.
 */
import { z } from 'zod';
import { VALIDATION_MESSAGES } from './rules/validators';

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

/**
 * `zText()` trimmed, then at most `max` characters (UTF-16 code units, after trimming), refused with spec §5's
 * zh-TW 「最多 N 個字」. For the contracts' names and address fields (FIELD_LIMITS); chain `.min()` and the rest.
 */
export function zTrimmedText(max: number) {
  return zText().trim().max(max, VALIDATION_MESSAGES.max(max));
}
