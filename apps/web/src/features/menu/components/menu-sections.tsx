/**
 * The menu's categories (spec §2 menu page): each one's heading and entree cards (merchant notes as notes).
 * Every card renders with the page; off-screen categories skip layout and paint (content-visibility) until the
 * diner scrolls near them. Each category is memoised: one whose cards, sold-out state and cart counts have not
 * changed is skipped when the cart or the inventory changes.
 */
import { FIRST_PAINT_CLASS, isMenuNote, type MenuCategory } from '@iding/domain';
import { memo } from 'react';
import { categorySectionId } from './category-bar';
import { EntreeCard } from './entree-card';
import { MenuNote } from './menu-note';

interface MenuSectionProps {
  category: MenuCategory;
  /** Sold-out entree ids (GET /api/inventory/{sid}): the same Set until the answer changes. */
  soldEntrees: ReadonlySet<string>;
  /** How many of each entree the cart holds (cart store selected_entree_map), if any. */
  inCart: Readonly<Record<string, number>> | undefined;
  /** false: the store takes no orders now (cards disabled). */
  canOrder: boolean;
  /** Opens the entree sheet; a stable function. */
  onOpen(entreeId: string): void;
  /**
   * true when the page comes back to a saved position (a reload or back): every section is laid out at its
   * real height, not content-visibility's 640 px estimate, so the restored position lands where the diner was
   * instead of moving by the difference once the sections above are measured.
   */
  restoring: boolean;
}

/** The categories with cards (see the file comment). */
export const MenuSections = memo(function MenuSections({
  categories,
  ...section
}: Omit<MenuSectionProps, 'category'> & { categories: readonly MenuCategory[] }) {
  return (
    <div>
      {categories.map((category) => (
        <MenuSection key={category.id} category={category} {...section} />
      ))}
    </div>
  );
});

/** A category's section: heading and cards (memoised, see the file comment). */
const MenuSection = memo(function MenuSection({
  category,
  soldEntrees,
  inCart,
  canOrder,
  onOpen,
  restoring,
}: MenuSectionProps) {
  const id = categorySectionId(category.id);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-h`}
      // Off-screen categories skip layout and paint until scrolled near (the whole menu laid out
      // at once was the menu's longest task); `auto` keeps each one's last measured height.
      className={FIRST_PAINT_CLASS.menuSection}
      style={restoring ? { contentVisibility: 'visible' } : undefined}
    >
      <h2 id={`${id}-h`} className={FIRST_PAINT_CLASS.menuSectionHeading}>
        {category.name}
      </h2>
      {/* pb-1: content-visibility clips paint at the section's box, which would cut the last card's ring. */}
      <ul className={FIRST_PAINT_CLASS.menuCards}>
        {category.entrees.map((entree) =>
          isMenuNote(entree) ? (
            <li key={entree.id} className="md:col-span-full">
              <MenuNote entree={entree} />
            </li>
          ) : (
            <li key={entree.id}>
              <EntreeCard
                entree={entree}
                soldOut={soldEntrees.has(entree.id)}
                inCart={inCart?.[entree.id] ?? 0}
                disabled={!canOrder}
                onOpen={onOpen}
              />
            </li>
          ),
        )}
      </ul>
    </section>
  );
});
