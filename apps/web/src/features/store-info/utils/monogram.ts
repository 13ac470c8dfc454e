/**
 * The letters on a store's logo badge when it has no logo (spec §3 logo): the brand's first character, or a
 * leading number with the character after it, so 50嵐 reads "50嵐" rather than a bare "5".
 */
export function monogram(brandName: string): string {
  const name = brandName.trim();
  // Code points, not UTF-16 units: a character outside the BMP (rare CJK) must not be cut in half.
  const number = /^\d{1,3}/.exec(name)?.[0];
  if (number) return number + ([...name.slice(number.length)][0] ?? '');
  return ([...name][0] ?? '').toUpperCase();
}
