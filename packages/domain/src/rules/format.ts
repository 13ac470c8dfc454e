/**
 * Money display filters (spec §9 "Currency filters", spec §5 "Money rounded to 2 decimals with thousands
 * separators"). Input in TWD.
 */
/**
 * "1,234.5" for 1234.5: rounded to cents, trailing zeros dropped, commas between thousands (what
 * Intl.NumberFormat('en-US', {maximumFractionDigits: 2}) prints). Not Intl itself: creating the first
 * NumberFormat loads ICU data, 25–60 ms on this machine's Chromium and more on a phone, before the menu's
 * first price can paint (docs/features.md "Page speed"). Money has at most 2 decimals (spec §5).
 */
function formatAmount(abs: number): string {
  const cents = Math.round(abs * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = cents % 100;
  if (fraction === 0) return whole;
  return `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}

/**
 * "$1,234.5": "$" prefix, thousands separators, rounded to at most 2 decimals without trailing zeros;
 * negatives as "-$5"; NaN / ±Infinity as "$0" so a broken total never prints "$NaN".
 */
export function formatCurrency(twd: number): string {
  if (!Number.isFinite(twd)) return '$0';
  const text = formatAmount(Math.abs(twd));
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

/**
 * The one way a date is shown to diners: "2026/11/24", as Taiwan receipts print it.
 * @param isoDate "YYYY-MM-DD" (or a longer "YYYY-MM-DD HH:MM…" string, whose date part is used).
 */
export function formatDate(isoDate: string): string {
  return isoDate.slice(0, 10).replaceAll('-', '/');
}

/**
 * A Taipei wall-clock date and time "YYYY-MM-DD HH:MM[:SS]" (an order's target_time, spec §5) as
 * "2026/11/24 18:30".
 */
export function formatDateTime(dateTime: string): string {
  return `${formatDate(dateTime)} ${dateTime.slice(11, 16)}`;
}
