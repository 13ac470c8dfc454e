/**
 * lib/pg-errors.ts: a unique violation is recognised bare (the driver's error) and wrapped (Drizzle keeps the
 * driver error as `cause`), and, when a constraint is named, only for that constraint (the order insert tells
 * a reused Idempotency-Key from a reused 外送 quote by it).
 */
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../src/lib/pg-errors';

const driverError = (code: string, constraint?: string) =>
  Object.assign(new Error('db'), { code, constraint });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query'), { cause });

describe('isUniqueViolation', () => {
  it('recognises SQLSTATE 23505 bare and wrapped, and nothing else', () => {
    expect(isUniqueViolation(driverError('23505', 'orders_quote_uidx'))).toBe(true);
    expect(isUniqueViolation(wrapped(driverError('23505')))).toBe(true);
    expect(isUniqueViolation(wrapped(driverError('23503', 'orders_store_id_fk')))).toBe(false);
    expect(isUniqueViolation(new Error('plain'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });

  it('matches only the named constraint when one is given', () => {
    const quote = wrapped(driverError('23505', 'orders_quote_uidx'));
    expect(isUniqueViolation(quote, 'orders_quote_uidx')).toBe(true);
    expect(isUniqueViolation(quote, 'orders_idempotency_uidx')).toBe(false);
    expect(isUniqueViolation(wrapped(driverError('23503', 'orders_quote_uidx')), 'orders_quote_uidx')).toBe(
      false,
    );
  });
});
