/**
 * Sticky horizontal category bar (menu page): tapping a category scrolls to it; the category in view is
 * highlighted (aria-current) and kept visible in the bar. From 1024 px it is a sticky column of the same
 * buttons beside the entrees (issue #11 §4), every name shown whole.
 */
import type { MenuCategory } from '@iding/domain';
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
    <nav
      aria-label={t('menu.categories')}
      className="sticky top-0 z-10 border-b border-gray-200 bg-white shadow-sm lg:top-4 lg:mt-5 lg:max-h-[calc(100dvh-2rem)] lg:overflow-y-auto lg:rounded-2xl lg:border-0 lg:ring-1 lg:ring-black/5"
    >
      <ul
        ref={listRef}
        className="no-scrollbar flex gap-2 overflow-x-auto px-4 py-2 lg:flex-col lg:gap-1 lg:p-2"
      >
        {categories.map((c) => {
          const active = c.id === activeId;
          return (
            <li key={c.id} className="shrink-0 lg:w-full">
              <button
                type="button"
                aria-current={active ? 'true' : undefined}
                onClick={() => onSelect(c.id)}
                className={clsx(
                  'min-h-11 rounded-full px-4 text-[15px] whitespace-nowrap transition-colors',
                  'lg:w-full lg:rounded-xl lg:py-2 lg:text-left lg:whitespace-normal',
                  active
                    ? 'bg-brand-dark font-semibold text-white'
                    : 'bg-gray-100 text-gray-800 hover:bg-gray-200',
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
