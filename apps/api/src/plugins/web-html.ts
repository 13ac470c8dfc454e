/**
 * HTML of the SPA's index page as the server rewrites it: escaping, the store's link-preview tags
 * (plugins/web.ts) and the head/html additions of plugins/web-head.ts.
 */
import { escapeHtml } from '@iding/domain';
import zhTWCatalogue from '../../../web/src/locales/zh-TW.json' with { type: 'json' };
import zhTWStoreInfo from '../../../web/src/locales/zh-TW.store-info.json' with { type: 'json' };
import type { StoreRow } from '../modules/stores/get-store';

/**
 * The web app's zh-TW catalogue (its core part), read as data: the preview's words and the site name are the
 * ones the React screens show, so a copy change in the catalogue reaches the server's HTML too.
 */
export const zhTW = zhTWCatalogue;
/** The catalogue's store-info part (the store pages' words), read the same way. */
export const zhTWStoreInfoPart = zhTWStoreInfo;

/** The site's name, as the web app titles its pages (catalogue app.name). */
const SITE_NAME = zhTW.app.name;

export { escapeHtml };

/**
 * The head tags of a store's page: title, description, Open Graph and Twitter card (zh-TW).
 * @param title the page's <title>: the one the web app gives it (web-head pageTitleOf) when known, else
 *   「{store}｜iDing 線上點餐」.
 */
export function storeShareTags(
  store: StoreRow,
  pageUrl: string,
  title = `${store.name}｜${SITE_NAME}`,
): string {
  const news = store.carouselMessages[0]?.description;
  const description = store.description || news || `${store.city}${store.district} ${store.address}`;
  // Link previews need an absolute URL: an uploaded image's is a path (/images/{id}) on this site.
  const picture = store.logo ?? store.cover;
  const image = picture ? new URL(picture, pageUrl).href : null;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}">`,
    `<meta property="og:locale" content="zh_TW">`,
    `<meta property="og:title" content="${escapeHtml(store.name)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}">`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * index.html with `tags` added at the end of its <head>. `replaceTitle`: the tags carry their own <title> and
 * description (a store's preview), so the page's default ones go.
 */
export function withHeadTags(html: string, tags: string, replaceTitle = true): string {
  const base = replaceTitle
    ? html.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta name="description"[^>]*>/, '')
    : html;
  return base.replace('</head>', `    ${tags}\n  </head>`);
}

/** index.html with its <title> replaced by `title` (plain text, escaped here). */
export function withTitle(html: string, title: string): string {
  return html.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)}</title>`);
}

/** index.html with `attrs` added to its <html> element (already escaped `name="value"` pairs). */
export function withHtmlAttributes(html: string, attrs: string): string {
  return attrs ? html.replace(/<html\b/, `<html ${attrs}`) : html;
}
