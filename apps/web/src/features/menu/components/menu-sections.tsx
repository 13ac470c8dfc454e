/**
 * The menu's categories (spec §2 menu page): each one's heading and entree cards (merchant notes as notes).
 * The header, category bar and first cards paint with the page; the other cards follow a few per task as the
 * diner comes near them (whenNear, as the store list does): cards that fill the screen render at once, the
 * rest while the diner scrolls (ahead of them), so a loading page spends no main-thread time on cards nobody
 * sees yet (issue #4 §4, issue #10 §3). A tap on a category renders every card (menu-page `allCards`). Counted
 * in cards, not categories: one category of 30 drinks would otherwise be one long task.
 *
 * Each task re-renders this list only (the progress is its own state, not the page's), and each category is
 * memoised: one whose cards, sold-out state and cart counts have not changed is skipped, so a task costs its
 * new cards, not every card shown so far.
 */
import {
  FIRST_PAINT_CARDS,
  FIRST_PAINT_CLASS,
  firstCards,
  isMenuNote,
  type MenuCategory,
} from '@iding/domain';
import { memo, useMemo, useRef, useState } from 'react';
import { useProgressiveCount, whenNear } from '../../../hooks/use-progressive';
import { categorySectionId } from './category-bar';
import { EntreeCard } from './entree-card';
import { MenuNote } from './menu-note';

/**
 * Cards rendered with the page: about a phone screen, the ones the server's preview draws too (FIRST_PAINT_CARDS),
 * then 4 in the first later slice; later slices hold as many as fit the phone's pace (useProgressiveCount).
 */
const CARDS_PER_TASK = 4;

interface MenuSectionProps {
  /** The category, or its first cards while the rest are still to come (a new object then). */
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

/**
 * The categories with cards, rendered progressively (see the file comment); `allCards` renders every card at
 * once (the diner chose a category further down).
 */
export const MenuSections = memo(function MenuSections({
  categories,
  allCards,
  ...section
}: Omit<MenuSectionProps, 'category'> & { categories: readonly MenuCategory[]; allCards: boolean }) {
  const entreeTotal = useMemo(() => categories.reduce((n, c) => n + c.entrees.length, 0), [categories]);
  // The next slice renders once the last card rendered so far nears the screen (see the file comment).
  const list = useRef<HTMLDivElement>(null);
  const [next] = useState(() =>
    whenNear(() => list.current?.lastElementChild?.querySelector('li:last-child')),
  );
  const progressive = useProgressiveCount(categories, entreeTotal, FIRST_PAINT_CARDS, CARDS_PER_TASK, next);
  const count = allCards ? entreeTotal : progressive;
  const shown = useMemo(() => firstCards(categories, count), [categories, count]);
  return (
    <div ref={list}>
      {shown.map((category) => (
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
      // Off-screen categories skip layout and paint until scrolled near (issue #4 §4: the whole menu laid out
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
