/** The first-paint preview markup (issue #4 §4; issue #9): the screens' class lists, text always escaped. */
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_CLASS, menuPreviewHtml, storePagePreviewHtml } from '../src/first-paint';

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
    expect(menu).toMatch(new RegExp(`^<main class="${FIRST_PAINT_CLASS.page} ${FIRST_PAINT_CLASS.late}">`));
    expect(menu).toContain(
      `class="${FIRST_PAINT_CLASS.menuTitleRow} ${FIRST_PAINT_CLASS.menuTitleRowPreview}"`,
    );
  });
});
