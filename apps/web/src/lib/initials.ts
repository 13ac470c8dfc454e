/**
 * The letters of an image stand-in: a brand's or store's first two characters (50, 清心,
 * CO), as the eye reads them, for a logo or cover that is missing or failed to load.
 */
export function initials(name: string): string {
  // Code points, not UTF-16 units: a character outside the BMP (rare CJK) is never cut in half.
  return Array.from(name.trim()).slice(0, 2).join('').toUpperCase();
}
