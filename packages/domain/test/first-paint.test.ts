/** The first-paint preview markup (issue #4 §4; issue #9): the screens' class lists, text always escaped. */
import { describe, expect, it } from 'vitest';
import {
  FIRST_PAINT_CARDS,
  FIRST_PAINT_CLASS,
  firstCards,
  type MenuPreview,
  menuPreviewHtml,
  storePagePreviewHtml,
} from '../src/first-paint';

const drink = (name: string, price = 35) => ({ name, description: '', price, image: null, note: false });

describe('first-paint preview', () => {
  it("draws the store page's band, brand, name and description with the screens' classes", () => {
    const html = storePagePreviewHtml({
      name: '50嵐 信義店',
      brandName: '50嵐',
      description: '手搖飲',
      cover: null,
    });
    expect(html).toBe(
      `<main class="${FIRST_PAINT_CLASS.storePage} ${FIRST_PAINT_CLASS.late}"><div class="${FIRST_PAINT_CLASS.coverBand}"></div>` +
        `<div class="${FIRST_PAINT_CLASS.storeIntro}"><p class="${FIRST_PAINT_CLASS.brandName}">50嵐</p>` +
        `<h1 class="${FIRST_PAINT_CLASS.storeName}">50嵐 信義店</h1>` +
        `<p class="${FIRST_PAINT_CLASS.description}">手搖飲</p></div></main>`,
    );
  });

  it('escapes every text and URL, so a store name can never add markup', () => {
    const html = storePagePreviewHtml({
      name: '<script>alert(1)</script>',
      brandName: 'A&B',
      description: '',
      cover: 'https://x.test/a.jpg" onerror="alert(1)',
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('" onerror="');
    expect(html).toContain('A&#38;B');
    expect(html).not.toContain(FIRST_PAINT_CLASS.description);
    const menu = menuPreviewHtml('<b>店</b>', '/store/a%22b', '店家資訊');
    expect(menu).toContain(
      '<h1 class="min-w-0 text-2xl font-bold break-words">&#60;b&#62;店&#60;/b&#62;</h1>',
    );
    expect(menu).toContain('href="/store/a%22b"');
    // Both previews show only if the app is slow to render the page (issue #10 §3).
    expect(menu).toMatch(
      new RegExp(`^<main class="${FIRST_PAINT_CLASS.menuPage} ${FIRST_PAINT_CLASS.late}">`),
    );
    expect(menu).toContain(
      `class="${FIRST_PAINT_CLASS.menuTitleRow} ${FIRST_PAINT_CLASS.menuTitleRowPreview}"`,
    );
  });

  it("draws the menu's category bar and its first cards, as the menu renders them with the page", () => {
    const menu: MenuPreview = {
      categoriesLabel: '菜單分類',
      categories: [
        {
          name: '找好茶',
          entrees: ['阿薩姆紅茶', '茉莉綠茶', '四季春青茶', '黃金烏龍'].map((n) => drink(n)),
        },
        { name: '找奶茶', entrees: ['奶茶', '奶綠', '紅茶瑪奇朵'].map((n) => drink(n, 50)) },
        { name: '找口感', entrees: [drink('珍珠奶茶', 50)] },
      ],
    };
    const html = menuPreviewHtml('50嵐 信義店', '/store/50lan-xinyi', '店家資訊', menu);
    expect(html).toMatch(
      new RegExp(`^<main class="${FIRST_PAINT_CLASS.menuPage} ${FIRST_PAINT_CLASS.late}">`),
    );
    // Every category in the bar, the first one current.
    expect(html).toContain(
      `<nav aria-label="菜單分類" class="${FIRST_PAINT_CLASS.categoryBar}"><ul class="${FIRST_PAINT_CLASS.categoryList}">` +
        `<li class="${FIRST_PAINT_CLASS.categoryItem}"><button type="button" aria-current="true" ` +
        `class="${FIRST_PAINT_CLASS.categoryChip} ${FIRST_PAINT_CLASS.categoryChipActive}">找好茶</button></li>`,
    );
    expect(html).toContain(
      `class="${FIRST_PAINT_CLASS.categoryChip} ${FIRST_PAINT_CLASS.categoryChipIdle}">找口感</button>`,
    );
    // The first FIRST_PAINT_CARDS cards across the categories, with their prices; none after them.
    expect(FIRST_PAINT_CARDS).toBe(6);
    expect(html).toContain(
      `<li><button type="button" class="${FIRST_PAINT_CLASS.entreeCard}"><span class="${FIRST_PAINT_CLASS.entreeText}">` +
        `<span class="${FIRST_PAINT_CLASS.entreeName}">阿薩姆紅茶</span><span class="${FIRST_PAINT_CLASS.entreePriceRow}">` +
        `<span class="${FIRST_PAINT_CLASS.entreePrice} text-brand-dark">$35</span></span></span></button></li>`,
    );
    expect(html.match(/<li><button/g)).toHaveLength(6);
    expect(html).toContain('>奶綠</span>');
    expect(html).not.toContain('紅茶瑪奇朵</span>');
    expect(html).not.toContain('>珍珠奶茶</span>');
    expect(html.match(/<section /g)).toHaveLength(2);
  });

  it('draws descriptions and images as the cards do, escaped, and stops before a merchant note', () => {
    const html = menuPreviewHtml('店', '/store/s', '店家資訊', {
      categoriesLabel: '菜單分類',
      categories: [
        {
          name: '丼飯',
          entrees: [
            { name: '牛丼 <大>', description: '炙燒 & 蛋', price: 0, image: '/images/abc.jpg', note: false },
            { name: '公告', description: '週一公休', price: 0, image: null, note: true },
            drink('豬丼'),
          ],
        },
      ],
    });
    expect(html).toContain(`<span class="${FIRST_PAINT_CLASS.entreeName}">牛丼 &#60;大&#62;</span>`);
    expect(html).toContain(`<span class="${FIRST_PAINT_CLASS.entreeDescription}">炙燒 &#38; 蛋</span>`);
    // spec §9: a zero price reads $0.
    expect(html).toContain('text-brand-dark">$0</span>');
    expect(html).toMatch(/<img src="\/images\/abc.jpg"[^>]* alt="牛丼 &#60;大&#62;" loading="lazy"/);
    expect(html).not.toContain('公告');
    expect(html).not.toContain('豬丼');
    // A store closed now: the menu header's note under its name, as the app draws it.
    expect(
      menuPreviewHtml('店', '/store/s', '店家資訊', {
        categoriesLabel: '菜單分類',
        closedNote: '目前休息中',
        categories: [],
      }),
    ).toContain(`</h1></div><p class="${FIRST_PAINT_CLASS.menuHeaderNote}">目前休息中</p></header>`);
    // No menu (or one without categories): the header only, as before.
    expect(
      menuPreviewHtml('店', '/store/s', '店家資訊', { categoriesLabel: '菜單分類', categories: [] }),
    ).not.toContain('<nav');
  });
});

describe('firstCards (the menu renders a screenful, then a few cards per slice: issue #10 §3)', () => {
  const menu = [
    { id: 1, entrees: ['a', 'b', 'c'] },
    { id: 2, entrees: ['d', 'e'] },
    { id: 3, entrees: ['f'] },
  ];

  it('cuts the category where the count ends and leaves out the ones after it', () => {
    expect(firstCards(menu, 4)).toEqual([
      { id: 1, entrees: ['a', 'b', 'c'] },
      { id: 2, entrees: ['d'] },
    ]);
  });

  it('keeps whole categories as they are (same objects, so their sections do not re-render)', () => {
    const shown = firstCards(menu, 5);
    expect(shown).toHaveLength(2);
    expect(shown[0]).toBe(menu[0]);
    expect(shown[1]).toBe(menu[1]);
  });

  it('shows everything once the count reaches the total, and nothing for zero', () => {
    expect(firstCards(menu, Number.POSITIVE_INFINITY)).toEqual(menu);
    expect(firstCards(menu, 0)).toEqual([]);
  });
});
