/**
 * The shared text schema (DESIGN.md "Security and integrity": text never reaches PostgreSQL
 * with a NUL byte, U+0000, which PostgreSQL refuses in text). Every string of the shared contracts starts
 * from `zText()` instead of `z.string()`, so a NUL in a name, memo, search, identifier or path parameter is
 * a 400 with a zh-TW message, not a 500 from the database. Half of a surrogate pair (JSON may spell one, as
 * "\ud800") is refused the same way: no UTF-8 spells it, so a text column would store U+FFFD in its place and a
 * jsonb one refuses the whole statement. Text people type for others to read (names, memos, addresses) goes
 * through `zPlainText()` / `zTrimmedText()`, which also refuse bidi controls and take a text of only invisible
 * characters as empty, so the store's board shows what the diner typed.
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

/** The message of a refused bidi control (hasBidiControl). */
export const BIDI_CONTROL_MESSAGE = '文字含有改變文字方向的隱藏字元，請刪除後再送出';

/**
 * Bidi controls: embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069, and the marks U+200E (LRM),
 * U+200F (RLM) and U+061C (ALM). They show text reversed or moved (「王小明 U+202E 05$」 reads 「王小明 $50」).
 */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** True when `text` holds a bidi control (BIDI_CONTROL). */
export function hasBidiControl(text: string): boolean {
  return BIDI_CONTROL.test(text);
}

/**
 * Characters that show nothing, at either end of a text: whitespace (JavaScript's \s, U+FEFF included), the
 * zero-width space, non-joiner and joiner (U+200B–U+200D) and the word joiner U+2060. Inside a text they stay:
 * emoji sequences join with U+200D (👨 U+200D 👩 U+200D 👧 is one family), and never start or end with it.
 */
const INVISIBLE_ENDS = /^[\s\u200b-\u200d\u2060\ufeff]+|[\s\u200b-\u200d\u2060\ufeff]+$/g;

/** `text` without the invisible characters (INVISIBLE_ENDS) at its start and end: '\u200b 王小明\ufeff' → '王小明'. */
export function trimInvisible(text: string): string {
  return text.replace(INVISIBLE_ENDS, '');
}

/**
 * `zText()` for text people type and others read (names, memos, addresses; spec §5 forms): a bidi control is
 * refused with BIDI_CONTROL_MESSAGE (400), never stripped, so what is stored is what was sent. Not for
 * responses: rows written before the rule must still be served.
 */
export function zPlainText() {
  return zText().refine((text) => !hasBidiControl(text), { error: BIDI_CONTROL_MESSAGE, abort: true });
}

/**
 * `zPlainText()` trimmed of whitespace and invisible characters at both ends (trimInvisible), then at most
 * `max` characters (UTF-16 code units, after trimming), refused with spec §5's zh-TW 「最多 N 個字」. For the
 * contracts' names and address fields (FIELD_LIMITS); chain `.min(1, …)` so a text of only invisible
 * characters is refused like an empty one.
 */
export function zTrimmedText(max: number) {
  return zPlainText().overwrite(trimInvisible).max(max, VALIDATION_MESSAGES.max(max));
}
