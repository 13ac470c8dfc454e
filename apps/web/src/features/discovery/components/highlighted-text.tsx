/** Text with the searched words marked, e.g. <mark>50嵐</mark> 板橋店. */
import { highlightParts } from '../utils/highlight';

/** Renders `text` with every word of `search` in a <mark> (spec §7 autocomplete suggestions). */
export function HighlightedText({ text, search }: { text: string; search: string }) {
  return (
    <>
      {/* Parts of one fixed string, never reordered: the index is a stable key. No padding on <mark>: it would
          open a gap inside a Chinese word (珍煮丹 中壢中原店). */}
      {highlightParts(text, search).map((part, i) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string, never reordered
          <mark key={i} className="rounded-sm bg-amber-200 text-inherit">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string, never reordered
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
