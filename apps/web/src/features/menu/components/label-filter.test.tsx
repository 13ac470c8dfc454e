/**
 * The menu's food-label filter (docs/features.md "Food labels"), as the menu page wires it: chips from the URL
 * (`?diet=`), the entrees that do not match hidden, an empty state with 清除篩選, and the choice kept in the URL.
 */
import type { MenuCategory, MenuEntree } from '@iding/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { filterCategories, useLabelFilter } from '../hooks/use-label-filter';
import { LabelFilter, LabelFilterEmpty } from './label-filter';
import { MenuSections } from './menu-sections';

const labels = (over: Partial<NonNullable<MenuEntree['labels']>>) => ({
  allergens: [],
  vegetarian: null,
  spicy: 0,
  pork_origin: null,
  beef_origin: null,
  ...over,
});
const entree = (id: number, name: string, l?: MenuEntree['labels']): MenuEntree => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  name,
  description: '',
  image: null,
  price: 100,
  option_groups: [],
  ...(l ? { labels: l } : {}),
});
const CATEGORIES: MenuCategory[] = [
  {
    id: 1,
    name: '便當',
    entrees: [
      entree(1, '排骨便當', labels({ pork_origin: '台灣', allergens: ['soy'] })),
      entree(2, '素食便當', labels({ vegetarian: 'lacto_ovo', allergens: ['egg'] })),
      entree(3, '雞腿便當'),
    ],
  },
  {
    id: 2,
    name: '飲料',
    entrees: [entree(4, '珍珠奶茶', labels({ vegetarian: 'lacto_ovo', allergens: ['milk'] }))],
  },
];

function Where() {
  return <span data-testid="search">{useLocation().search}</span>;
}

function FilteredMenu() {
  const { filters, toggle, clear } = useLabelFilter();
  const categories = filterCategories(CATEGORIES, filters);
  return (
    <>
      <LabelFilter filters={filters} onToggle={toggle} />
      {categories.length === 0 ? (
        <LabelFilterEmpty filters={filters} onClear={clear} />
      ) : (
        <MenuSections
          categories={categories}
          soldEntrees={new Set()}
          inCart={undefined}
          canOrder
          onOpen={() => {}}
          restoring={false}
        />
      )}
      <Where />
    </>
  );
}

const renderAt = (url: string) => {
  render(
    <MemoryRouter initialEntries={[url]}>
      <FilteredMenu />
    </MemoryRouter>,
  );
  return userEvent.setup();
};
const cards = () => screen.queryAllByRole('button', { name: /便當|奶茶/ }).map((b) => b.textContent);

describe('menu food-label filter', () => {
  it('shows every entree and the badges without a filter', () => {
    renderAt('/stores/s/menu');
    expect(cards()).toHaveLength(4);
    expect(screen.getByRole('button', { name: /排骨便當/ }).textContent).toContain('含豬肉：台灣產');
    expect(screen.getByRole('button', { name: /素食便當/ }).textContent).toContain('蛋奶素');
  });

  it('keeps 素食 from the URL and hides the rest, unlabelled entrees too', async () => {
    const user = renderAt('/stores/s/menu?diet=veg');
    const chips = screen.getByRole('group', { name: '依食品標示篩選' });
    expect(within(chips).getByRole('button', { name: '素食' }).getAttribute('aria-pressed')).toBe('true');
    expect(cards().map((c) => c?.slice(0, 4))).toEqual(['素食便當', '珍珠奶茶']);

    // 不含蛋 on top: only the milk tea is left.
    await user.click(within(chips).getByRole('button', { name: '不含蛋' }));
    expect(within(chips).getByRole('button', { name: '不含蛋' }).getAttribute('aria-pressed')).toBe('true');
    expect(cards().map((c) => c?.slice(0, 4))).toEqual(['珍珠奶茶']);
    expect(screen.getByTestId('search').textContent).toContain('?diet=veg%2Cno-egg');
  });

  it('says nothing matches, and 清除篩選 shows the whole menu again', async () => {
    const user = renderAt('/stores/s/menu?diet=veg,no-milk,no-egg');
    expect(cards()).toEqual([]);
    expect(screen.getByRole('status').textContent).toContain('沒有符合「素食、不含蛋、不含牛奶」的品項');
    await user.click(screen.getByRole('button', { name: '清除篩選' }));
    expect(cards()).toHaveLength(4);
    expect(screen.getByTestId('search').textContent).toBe('');
  });
});
