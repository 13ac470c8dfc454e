/**
 * Merchant notes in a menu: stores put notices among their entrees — 「烤鴨來源: 台灣」 in
 * a 注意事項 category, 【注意事項】 lines — as items priced 0 with nothing to choose. Such an entree is not
 * something a diner orders: the menu shows it as a note block in its category, with no add button and no sheet.
 */
import type { MenuEntree } from '../menu';

/**
 * True when `entree` is only a notice: base price 0 (TWD) and no option groups. An entree priced 0 that has
 * options (a build-your-own bowl priced by its choices) stays orderable.
 */
export function isMenuNote(entree: Pick<MenuEntree, 'price' | 'option_groups'>): boolean {
  return entree.price === 0 && entree.option_groups.length === 0;
}
