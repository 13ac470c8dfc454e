/**
 * Money in integer cents of TWD (DESIGN.md "Money"): never add floats.
 */

/** TWD number (e.g. 71.2) → integer cents (7120). Rounds half away from zero to the nearest cent. */
export function toCents(twd: number): number {
  return Math.sign(twd) * Math.round(Math.abs(twd) * 100);
}

/** Integer cents → TWD number (7120 → 71.2). */
export function fromCents(cents: number): number {
  return cents / 100;
}
