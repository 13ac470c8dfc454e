/** Text with the searched words marked (issue #4 §1.4), e.g. <mark>50嵐</mark> 板橋店. */
import { highlightParts } from '../utils/highlight';

export function HighlightedText({ text, search }: { text: string; search: string }) {
  return (
    <>
      {highlightParts(text, search).map((part, i) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string, never reordered.
          <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string, never reordered.
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
