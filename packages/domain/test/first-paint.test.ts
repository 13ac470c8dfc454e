/** The first-paint preview markup (ADR 019): the screens' class lists, text always escaped. */
import { describe, expect, it } from 'vitest';
import {
  firstCards,
  glyphWarmupHtml,
  type MenuPreview,
  menuPreviewHtml,
  type StoresPreview,
  storePagePreviewHtml,
  storesPreviewHtml,
} from '../src/first-paint';
import { FIRST_PAINT_CARDS, FIRST_PAINT_CLASS, FIRST_PAINT_STORE_CARDS } from '../src/first-paint-class';

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

  it('lays out each character of the later text once per line, invisible and hidden from assistive technology', () => {
    const html = glyphWarmupHtml('營業時間 星期一\n營業 <b>&');
    expect(html).toBe(
      `<div aria-hidden="true" class="${FIRST_PAINT_CLASS.glyphWarmup}">` +
        FIRST_PAINT_CLASS.glyphWarmupLines
          .map((line) => `<p class="${line}">營業時間星期一&#60;b&#62;&#38;</p>`)
          .join('') +
        '</div>',
    );
    expect(FIRST_PAINT_CLASS.glyphWarmup).toContain('invisible');
    expect(glyphWarmupHtml(' \n\t')).toBe('');
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
    // Both previews show only if the app is slow to render the page.
    expect(menu).toMatch(
      new RegExp(`^<main class="${FIRST_PAINT_CLASS.menuPage} ${FIRST_PAINT_CLASS.late}">`),
    );
    expect(menu).toContain(
      `class="${FIRST_PAINT_CLASS.menuTitleRow} ${FIRST_PAINT_CLASS.menuTitleRowPreview}"`,
    );
  });

  it('draws the food-label chips and a card\'s badges as the menu page does (docs/features.md "Food labels")', () => {
    const menu: MenuPreview = {
      categoriesLabel: '菜單分類',
      labelFilter: { label: '依食品標示篩選', chips: ['素食', '不含花生'] },
      categories: [
        { name: '找好茶', entrees: [{ ...drink('阿薩姆紅茶'), badges: ['全素', '含豬肉：<台灣>產'] }] },
      ],
    };
    const html = menuPreviewHtml('50嵐 信義店', '/store/50lan-xinyi', '店家資訊', menu);
    expect(html).toContain(
      `</header><fieldset class="${FIRST_PAINT_CLASS.labelFilter}"><legend class="sr-only">依食品標示篩選</legend>` +
        `<button type="button" aria-pressed="false" class="${FIRST_PAINT_CLASS.labelChip} ${FIRST_PAINT_CLASS.labelChipOff}">素食</button>`,
    );
    expect(html).toContain(
      `阿薩姆紅茶</span><span class="${FIRST_PAINT_CLASS.labelBadges}"><span class="${FIRST_PAINT_CLASS.labelBadge}">全素</span>` +
        `<span class="${FIRST_PAINT_CLASS.labelBadge}">含豬肉：&#60;台灣&#62;產</span></span>`,
    );
    // A menu without labels has no chips.
    expect(menuPreviewHtml('店', '/store/a', '店家資訊', { ...menu, labelFilter: undefined })).not.toContain(
      '<fieldset',
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

describe('firstCards (the menu renders a screenful, then a few cards per slice)', () => {
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

describe('the store list preview (storesPreviewHtml)', () => {
  const words: StoresPreview['words'] = {
    appName: 'iDing 線上點餐',
    memberEntryLogin: '會員登入',
    memberEntry: '會員',
    heading: '店家列表',
    search: '搜尋',
    view: '顯示方式',
    viewAll: '全部',
    viewNearby: '附近',
    filters: '篩選店家',
    city: '縣市',
    allCities: '全部縣市',
    district: '鄉鎮市區',
    allDistricts: '全部鄉鎮市區',
    openOnly: '只看營業中',
    count: '共 6 家店',
    open: '營業中',
    closed: '休息中',
  };
  const store = (n: number, closed = false) => ({
    identifier: `s-${n}`,
    brandName: '50嵐',
    name: `50嵐 ${n} 號店`,
    district: '信義區',
    address: '松仁路100號',
    hoursLine: '今日營業：10:00–22:00',
    closed,
    image: null,
  });

  it('draws the first cards only, in the order given, with the open state and the hours line', () => {
    const html = storesPreviewHtml({
      words,
      member: false,
      stores: [1, 2, 3, 4, 5, 6].map((n) => store(n, n === 2)),
    });
    const links = [...html.matchAll(/<a href="\/store\/(s-\d)"/g)].map((m) => m[1]);
    expect(links).toEqual(['s-1', 's-2', 's-3', 's-4'].slice(0, FIRST_PAINT_STORE_CARDS));
    expect(html).toContain('>共 6 家店</p>');
    expect(html).toContain(`<h2 class="${FIRST_PAINT_CLASS.storeCardName}">50嵐 2 號店</h2>`);
    expect(html).toContain(`class="${FIRST_PAINT_CLASS.openBadge} ${FIRST_PAINT_CLASS.openBadgeClosed}"`);
    expect(html).toContain(
      '>信義區 · 松仁路100號</p><p class="mt-1 text-sm text-gray-700">今日營業：10:00–22:00</p>',
    );
    // Room for the favourite heart the app draws over each card's corner, so the badge does not move.
    expect(html).toContain(`<div class="${FIRST_PAINT_CLASS.storeCardBadgeBesideAction}">`);
    // 全部 pressed, every city, 只看營業中 off: the filters as the app first draws them.
    expect(html).toContain(
      `aria-pressed="true" class="${FIRST_PAINT_CLASS.viewToggleButton} ${FIRST_PAINT_CLASS.viewToggleOn}">全部<`,
    );
    expect(html).toMatch(/<select id="first-paint-district" class="[^"]*" disabled>/);
    expect(html).toMatch(
      new RegExp(`^<main class="${FIRST_PAINT_CLASS.storesPage} ${FIRST_PAINT_CLASS.late}">`),
    );
  });

  it('offers login to a visitor and the member page to a member', () => {
    const visitor = storesPreviewHtml({ words, member: false, stores: [] });
    expect(visitor).toContain('href="/stores/login"');
    expect(visitor).toContain('會員登入</a>');
    const member = storesPreviewHtml({ words, member: true, stores: [] });
    expect(member).toContain('href="/stores/member"');
    expect(member).not.toContain('會員登入');
    // No stores: no count and no list (the app says the list is empty in its own words).
    expect(member).not.toContain('<ul');
  });

  it('escapes store text and image URLs', () => {
    const html = storesPreviewHtml({
      words,
      member: false,
      stores: [
        {
          ...store(1),
          name: '<script>x</script>',
          address: 'A&B',
          image: 'https://x.test/a.png" onerror="x',
        },
      ],
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('" onerror="');
    expect(html).toContain('A&#38;B');
    expect(html).toContain(`<span class="${FIRST_PAINT_CLASS.imageBox} ${FIRST_PAINT_CLASS.storeCardImage}"`);
  });
});
