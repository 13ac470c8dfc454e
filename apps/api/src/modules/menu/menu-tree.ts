/**
 * A store's menu rows (menu.queries.ts readMenuRows) as the tree both readers need: the diner's menu
 * (menu-cache.ts, spec §7 GET /api/menu/new/{identifier}) and the console's draft of it (edit-menu-draft.ts,
 * ADR 017). Categories, entrees, option groups, options and set-meal slots in the store's order, every id
 * kept; prices in TWD (the rows hold cents). Each reader trims it to its own shape: the diner's menu drops empty
 * categories and slot-less `collections`, the draft keeps both.
 */
import { fromCents } from '@iding/domain';
import type { MenuRows } from './menu.queries';

/** Groups rows by a key, keeping their order (Map.groupBy is ES2024; the API compiles to ES2023). */
function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** The menu tree of `rows` (file comment); `collections` is [] for an entree that is not a set meal. */
export function menuTreeOf(rows: MenuRows) {
  const optionsByGroup = groupBy(rows.options, (o) => o.groupId);
  const groupsByEntree = groupBy(rows.groups, (g) => g.entreeId);
  const entreesByCategory = groupBy(rows.entrees, (e) => e.categoryId);
  const slotsByEntree = groupBy(rows.collections, (c) => c.entreeId);
  const choicesBySlot = groupBy(rows.collectionItems, (i) => i.collectionId);
  return rows.categories.map((c) => ({
    id: c.id,
    name: c.name,
    entrees: (entreesByCategory.get(c.id) ?? []).map((e) => ({
      id: e.id,
      name: e.name,
      description: e.description,
      image: e.image,
      price: fromCents(e.priceCents),
      option_groups: (groupsByEntree.get(e.id) ?? []).map((g) => ({
        id: g.id,
        name: g.name,
        min: g.minSelections,
        max: g.maxSelections,
        options: (optionsByGroup.get(g.id) ?? []).map((o) => ({
          id: o.id,
          name: o.name,
          price: fromCents(o.priceCents),
          max_quantity: o.maxQuantity,
          is_default: o.isDefault,
          ...(o.labels ? { labels: o.labels } : {}),
        })),
      })),
      // Food labels (docs/features.md "Food labels"): no key when the entree has none.
      ...(e.labels ? { labels: e.labels } : {}),
      // Set meals (spec §3 item collections).
      collections: (slotsByEntree.get(e.id) ?? []).map((s) => ({
        id: s.id,
        name: s.name,
        min: s.minSelections,
        max: s.maxSelections,
        entrees: (choicesBySlot.get(s.id) ?? []).map((i) => ({
          id: i.entreeId,
          upgrade: fromCents(i.upgradeCents),
        })),
      })),
    })),
  }));
}
