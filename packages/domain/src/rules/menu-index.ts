/**
 * Menu look-ups by id (spec §3 Menu), apart from pricing.ts so that a screen that only finds entrees (the menu)
 * does not carry the pricing rules, which only the item sheet, the cart and the server need.
 */
import type { Menu, MenuEntree, MenuOption, MenuOptionGroup } from '../menu';

/** Menu lookups by id, built once per menu version. */
export interface MenuIndex {
  entrees: Map<string, MenuEntree>;
  options: Map<string, { option: MenuOption; group: MenuOptionGroup; entree: MenuEntree }>;
}

/** Builds id → entree / option maps for a menu. */
export function indexMenu(menu: Pick<Menu, 'categories'>): MenuIndex {
  const entrees = new Map<string, MenuEntree>();
  const options = new Map<string, { option: MenuOption; group: MenuOptionGroup; entree: MenuEntree }>();
  for (const category of menu.categories) {
    for (const entree of category.entrees) {
      entrees.set(entree.id, entree);
      for (const group of entree.option_groups) {
        for (const option of group.options) options.set(option.id, { option, group, entree });
      }
    }
  }
  return { entrees, options };
}
