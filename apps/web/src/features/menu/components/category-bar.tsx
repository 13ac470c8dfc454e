/**
 * Sticky horizontal category bar (menu page): tapping a category scrolls to it; the category in view is
 * highlighted (aria-current) and kept visible in the bar. From 1024 px it is a sticky column of the same
 * buttons beside the entrees, every name shown whole.
 */
import { FIRST_PAINT_CLASS, type MenuCategory } from '@iding/domain';
import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';

export const categorySectionId = (id: number) => `category-${id}`;

export function CategoryBar({
  categories,
  activeId,
  onSelect,
}: {
  categories: Pick<MenuCategory, 'id' | 'name'>[];
  activeId: number | null;
  onSelect(id: number): void;
}) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);

  // Keep the active chip in view by scrolling the bar itself (not the page, which may be mid-scroll).
  // biome-ignore lint/correctness/useExhaustiveDependencies: activeId is the trigger; the effect reads the chip it marked from the DOM
  useEffect(() => {
    const list = listRef.current;
    const chip = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !chip) return;
    const left = chip.offsetLeft - (list.clientWidth - chip.offsetWidth) / 2;
    list.scrollTo({ left, behavior: 'smooth' });
  }, [activeId]);

  return (
    <nav aria-label={t('menu.categories')} className={FIRST_PAINT_CLASS.categoryBar}>
      <ul ref={listRef} className={FIRST_PAINT_CLASS.categoryList}>
        {categories.map((c) => {
          const active = c.id === activeId;
          return (
            <li key={c.id} className={FIRST_PAINT_CLASS.categoryItem}>
              <button
                type="button"
                aria-current={active ? 'true' : undefined}
                onClick={() => onSelect(c.id)}
                className={clsx(
                  FIRST_PAINT_CLASS.categoryChip,
                  active ? FIRST_PAINT_CLASS.categoryChipActive : FIRST_PAINT_CLASS.categoryChipIdle,
                )}
              >
                {c.name}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
