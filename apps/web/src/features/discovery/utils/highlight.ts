/**
 * Highlighting the typed text in a suggestion. The server matches every whitespace-separated
 * word of the search anywhere in the name (spec §7 autocomplete), so each word is highlighted wherever it
 * occurs, in the same search form the server compares (domain normalizeSearchText): any letter
 * case (COMEBUY for "comebuy") and 台 = 臺 (臺北市 marked for 台北).
 */
import { normalizeSearchText } from '@iding/domain';

export interface TextPart {
  text: string;
  /** True for a part that matched a word of the search. */
  match: boolean;
}

/** The distinct words of a search text, longest first (so "50嵐" wins over "50" at the same place). */
export function searchWords(search: string): string[] {
  const words = normalizeSearchText(search.trim()).split(/\s+/).filter(Boolean);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/**
 * Splits `text` into consecutive parts, matched or not; joined, the parts give `text` back unchanged.
 * Overlapping or adjacent matches merge into one part. An empty search gives one unmatched part.
 */
export function highlightParts(text: string, search: string): TextPart[] {
  const words = searchWords(search);
  if (!text) return [];
  if (words.length === 0) return [{ text, match: false }];
  // The search form keeps the length of CJK and ASCII text, so indices line up with `text`.
  const lower = normalizeSearchText(text);
  const marked = new Array<boolean>(text.length).fill(false);
  if (lower.length === text.length) {
    for (const word of words) {
      for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) {
        marked.fill(true, at, at + word.length);
      }
    }
  }
  const parts: TextPart[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = parts.at(-1);
    if (last && last.match === marked[i]) last.text += text[i];
    else parts.push({ text: text[i]!, match: marked[i]! });
  }
  return parts;
}
