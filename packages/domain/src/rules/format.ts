/**
 * Money display filters (spec §9 "Currency filters", spec §5 "Money rounded to 2 decimals with thousands
 * separators"). Input in TWD.
 */
const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * "$1,234.5": "$" prefix, thousands separators, rounded to at most 2 decimals without trailing zeros;
 * negatives as "-$5"; NaN / ±Infinity as "$0" so a broken total never prints "$NaN".
 */
export function formatCurrency(twd: number): string {
  if (!Number.isFinite(twd)) return '$0';
  const text = NUMBER.format(Math.abs(twd));
  return twd < 0 && text !== '0' ? `-$${text}` : `$${text}`;
}

/** Price delta with its sign ("+$10", "-$5"); empty for zero or an invalid value (spec §9 price filter). */
export function formatPriceDelta(twd: number | null | undefined): string {
  if (twd == null || !Number.isFinite(twd)) return '';
  const text = formatCurrency(twd);
  // A delta that rounds to zero cents (0.001) shows nothing, like zero itself.
  if (text === '$0') return '';
  return twd > 0 ? `+${text}` : text;
}

/** Item price: "$0" for zero, else the currency filter (spec §9 item price filter). */
export function formatItemPrice(twd: number): string {
  return formatCurrency(twd || 0);
}
