/**
 * Points earned by an order (spec §3 point_rule PGRules, Points ledger events NEW_ORDER_GAIN 40). Both the
 * server (which writes the ledger when the store completes an order) and the browser (which may show what an
 * order will earn) run this one rule; the server decides.
 */
import { PaymentType } from '../enums';
import { transactionRecordType } from '../payments';
import type { PointRule } from '../store';

/** How an order was placed and paid, as PGRules' exclusions read it. */
export interface PointEarningContext {
  /**
   * spec §3 Transaction record type of the order's payment (cash 0, store credit 2, credit card 11, LINE Pay
   * 80, …); null for a payment with no record type (transfer, other, pay on delivery): no list excludes it.
   */
  transactionType: number | null;
  /** True for an order placed through the app (every order of this product: the web app is the app). */
  viaApp: boolean;
}

/** Every order here is placed through the app; the payment's record type comes from `paymentType`. */
export function pointEarningContext(paymentType: number): PointEarningContext {
  return {
    transactionType: paymentType === PaymentType.CASH ? 0 : transactionRecordType(paymentType),
    viaApp: true,
  };
}

/**
 * The points an order earns under the store's point rule (spec §3 point_rule), a whole number ≥ 0.
 *
 * What PGRules means (the spec names the fields and nothing more; this is the reading both apps share):
 * - each rule `{Amount, Point}` earns `floor(itemsTotalTWD / Amount) × Point`, rounded down to whole points:
 *   {Amount: 100, Point: 1} gives 1 點 per full 100 TWD of items (NT$250 → 2 點);
 * - `itemsTotalTWD` is the order's items total (the lines as priced by the server: no shipping fee, no 加購)
 *   net of what its coupons take off (coupons discount the items total too), in TWD;
 * - `ExcludeApp: true` keeps the rule for orders taken at the store's counter: it earns nothing for an order
 *   placed through the app (`context.viaApp`);
 * - `ExcludeTransaction: [record types]` (spec §3 Transaction record types: cash 0, store credit 2, credit
 *   card 11, LINE Pay 80, …): an order paid with one of them earns nothing under that rule (a store may give
 *   no points for orders paid with 儲值金, say);
 * - several rules: the order earns under the one that gives it the most (rules are alternatives, e.g. a
 *   better rate for some payments, never added up);
 * - an Amount or Point of 0 earns nothing; PMEnabled false earns nothing.
 * @param rule the store's point rule (null: the store has none).
 * @param itemsTotalTWD the order's items total in TWD (≥ 0; a negative total earns nothing).
 * @param context how the order was placed and paid (default: through the app, with no payment record type).
 */
export function pointsEarned(
  rule: PointRule | null | undefined,
  itemsTotalTWD: number,
  context: PointEarningContext = { transactionType: null, viaApp: true },
): number {
  if (!rule?.PMEnabled || !(itemsTotalTWD > 0)) return 0;
  let best = 0;
  for (const r of rule.PGRules ?? []) {
    // In cents, so float error (0.1 + 0.2) never drops a point at an exact multiple of Amount.
    const amountCents = Math.round(r.Amount * 100);
    if (amountCents <= 0 || !(r.Point > 0)) continue;
    if (r.ExcludeApp && context.viaApp) continue;
    if (context.transactionType !== null && r.ExcludeTransaction?.includes(context.transactionType)) continue;
    const units = Math.floor(Math.round(itemsTotalTWD * 100) / amountCents);
    best = Math.max(best, Math.floor(units * r.Point));
  }
  return best;
}
