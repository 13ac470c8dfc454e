/**
 * The menu renders its cards progressively (issue #10 §3): the sections holding the first N cards, the last
 * one cut after its share, so each later task adds a few cards whatever the size of a category.
 */

/** The categories holding the first `cards` cards, the last one cut after its share (same objects if whole). */
export function firstCards<C extends { entrees: readonly unknown[] }>(
  categories: readonly C[],
  cards: number,
): C[] {
  const shown: C[] = [];
  let left = cards;
  for (const category of categories) {
    if (left <= 0) break;
    shown.push(
      left >= category.entrees.length ? category : { ...category, entrees: category.entrees.slice(0, left) },
    );
    left -= category.entrees.length;
  }
  return shown;
}
