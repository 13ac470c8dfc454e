/**
 * Renders the app icons from public/favicon.svg with Debian's Chromium (playwright-core):
 * icons/icon-192.png, icons/icon-512.png (purpose any), icons/maskable-512.png (full-bleed, content in the
 * 80 % safe zone) and apple-touch-icon.png (180 px, opaque). Run after changing the SVG:
 *   npx tsx apps/web/scripts/generate-icons.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const PUBLIC = path.resolve(import.meta.dirname, '../public');
const svg = readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** `inset` = share of the canvas the icon leaves around it, on a brand-coloured full-bleed background. */
const outputs = [
  { file: 'icons/icon-192.png', size: 192, inset: 0, bleed: false },
  { file: 'icons/icon-512.png', size: 512, inset: 0, bleed: false },
  { file: 'icons/maskable-512.png', size: 512, inset: 0.1, bleed: true },
  { file: 'apple-touch-icon.png', size: 180, inset: 0, bleed: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, inset, bleed } of outputs) {
    await page.setViewportSize({ width: size, height: size });
    const pad = Math.round(size * inset);
    await page.setContent(
      `<html><body style="margin:0;width:${size}px;height:${size}px;background:${bleed ? '#4499a9' : 'transparent'}">` +
        `<img src="${dataUrl}" style="display:block;margin:${pad}px;width:${size - 2 * pad}px;height:${size - 2 * pad}px"></body></html>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({ path: path.join(PUBLIC, file), omitBackground: !bleed });
    console.log(`wrote ${file}`);
  }
} finally {
  await browser.close();
}
