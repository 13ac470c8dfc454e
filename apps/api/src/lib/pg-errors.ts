/**
 * PostgreSQL error checks that work on both drivers (pg and PGlite) and through Drizzle's wrapper,
 * which keeps the driver error as `cause`.
 */

/** True when `error` (or its cause) is a unique-constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
