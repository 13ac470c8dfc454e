/**
 * Masked member names, for the people who may check a name but need not read it: the store's staff confirm a
 * counter top-up with the diner (儲值, spec §3 STORE_CREDIT_DEPOSIT 1002) from 王○明 without learning the
 * member's full name. Both apps may show one, so it lives here.
 */

/** The character that stands for each hidden character (○, as Taiwanese forms write 王○明). */
export const NAME_MASK = '○';

/** A character with its combining marks ("é" written as e + U+0301 stays one), or stray marks. */
const CHARACTER = /\P{M}\p{M}*|\p{M}+/gu;

/**
 * The name with its first and last characters kept and each one between them replaced by ○: 王小明 → 王○明,
 * 歐陽娜娜 → 歐○○娜, a two-character name keeps only its first (王明 → 王○), one character stays as it is.
 * Latin names are counted the same way over the whole name, spaces kept and never counted: John Smith →
 * J○○○ ○○○○h, Al → A○. Leading and trailing spaces go and runs of spaces become one; characters are
 * counted with their combining marks (NFC first), so an accent is never left alone nor split off a letter.
 */
export function maskName(name: string): string {
  const chars = name.normalize('NFC').trim().replace(/\s+/gu, ' ').match(CHARACTER) ?? [];
  const count = chars.filter((c) => c !== ' ').length;
  if (count <= 1) return chars.join('');
  let seen = 0;
  return chars
    .map((c) => {
      if (c === ' ') return c;
      seen++;
      return seen === 1 || (count > 2 && seen === count) ? c : NAME_MASK;
    })
    .join('');
}
