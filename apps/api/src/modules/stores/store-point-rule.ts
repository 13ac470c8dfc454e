/**
 * A store's point rule (spec §3 point_rule: PMEnabled, PMName default 點, PGRules), for the points module,
 * which earns and shows points by it.
 */
import { type PointRule, ZPointRule } from '@iding/domain';
import type { Runner } from '../../db/client';
import { findStorePointRule } from './stores.queries';

/** A store without a rule runs no points; the unit is 點 (spec §9) when none is named. */
export const NO_POINT_RULE: PointRule = { PMEnabled: false, PMName: '點', PGRules: [] };

/**
 * A stored point rule read leniently (a rule stored before it was checked, say by the importer, is parsed by
 * the wire schema; one that cannot be read runs no points), with PMName never empty.
 */
export function pointRuleOf(stored: unknown): PointRule {
  const parsed = ZPointRule.safeParse(stored ?? NO_POINT_RULE);
  const rule = parsed.success ? parsed.data : NO_POINT_RULE;
  return { ...rule, PMName: rule.PMName || '點' };
}

/**
 * The store's point rule (pointRuleOf; NO_POINT_RULE for an unknown store).
 * @param db the database or an open transaction (the completion of an order).
 */
export async function storePointRule(db: Runner, storeId: number): Promise<PointRule> {
  return pointRuleOf((await findStorePointRule(db, storeId))?.pointRule);
}
