/**
 * PostgreSQL error checks that work on both drivers (pg and PGlite) and through Drizzle's wrapper,
 * which keeps the driver error as `cause`.
 */

/**
 * True when `error` (or its cause) is a unique-constraint violation (SQLSTATE 23505), of `constraint` when one
 * is named (the index or constraint name the driver reports).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (constraint === undefined || name === constraint)) return true;
  }
  return false;
}

/**
 * True when `error` (or its cause) is a check-constraint violation (SQLSTATE 23514) of `constraint` (as the
 * driver reports it), also one a trigger raised with that constraint's name (redeem_order_points.sql).
 */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23514' && name === constraint) return true;
  }
  return false;
}
