/**
 * The shared text schema (issue #10 §1; DESIGN.md "Security and integrity": text never reaches PostgreSQL
 * with a NUL byte, U+0000, which PostgreSQL refuses in text). Every string of the shared contracts starts
 * from `zText()` instead of `z.string()`, so a NUL in a name, memo, search, identifier or path parameter is
 * a 400 with a zh-TW message, not a 500 from the database. Half of a surrogate pair (JSON may spell one, as
 * "\ud800") is refused the same way: no UTF-8 spells it, so a text column would store U+FFFD in its place and a
 * jsonb one refuses the whole statement.
 */
import { z } from 'zod';
import { VALIDATION_MESSAGES } from './rules/validators';

/** The message of a refused NUL. Other control characters (tabs, newlines in memos) stay allowed. */
export const NUL_MESSAGE = '文字含有不允許的控制字元';

/** True when `text` contains a NUL character (U+0000). */
export function hasNul(text: string): boolean {
  return text.includes('\u0000');
}

/** The message of refused half of a surrogate pair (see the file comment). */
export const UNPAIRED_SURROGATE_MESSAGE = '文字含有無法儲存的字元';

/**
 * A lone UTF-16 surrogate: with the u flag a well-formed pair is one code point, not Cs. A regular expression
 * rather than ES2024's `!text.isWellFormed()`: Firefox has it only since 119, newer than the web build's
 * targets (Vite's baseline: Firefox 114), and the project's TypeScript lib is ES2023.
 */
const UNPAIRED_SURROGATE = /\p{Cs}/u;

/** True when `text` holds half of a surrogate pair without its other half. */
export function hasUnpairedSurrogate(text: string): boolean {
  return UNPAIRED_SURROGATE.test(text);
}

/** Why PostgreSQL cannot store `text` as it is (NUL_MESSAGE, UNPAIRED_SURROGATE_MESSAGE), or undefined when it can. */
export function unstorableTextMessage(text: string): string | undefined {
  if (hasNul(text)) return NUL_MESSAGE;
  if (hasUnpairedSurrogate(text)) return UNPAIRED_SURROGATE_MESSAGE;
  return undefined;
}

/**
 * `z.string()` that refuses text PostgreSQL cannot store (a NUL, half of a surrogate pair) with its zh-TW
 * message; chain `.min()`, `.max()`, `.trim()` … as on `z.string()`.
 */
export function zText() {
  return z.string().refine((text) => unstorableTextMessage(text) === undefined, {
    error: (issue) => unstorableTextMessage(String(issue.input)),
    abort: true,
  });
}

/**
 * `zText()` trimmed, then at most `max` characters (UTF-16 code units, after trimming), refused with spec §5's
 * zh-TW 「最多 N 個字」. For the contracts' names and address fields (FIELD_LIMITS); chain `.min()` and the rest.
 */
export function zTrimmedText(max: number) {
  return zText().trim().max(max, VALIDATION_MESSAGES.max(max));
}
