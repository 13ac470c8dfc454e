/**
 * Images (docs/features.md "Images": uploaded, stored on disk by default, served resized): a store's
 * staff upload JPEG, PNG or WebP files (the bytes decide, never the name or Content-Type), stored upright and
 * without metadata under a content hash; anyone gets them at the allowed widths as WebP or JPEG with immutable
 * caching, each size rendered once. Store isolation as on every console endpoint. The store's owner sets the
 * logo and cover from them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originalKey } from '../src/modules/images/image-keys';
import type { StoreRow } from '../src/modules/stores/stores.queries';
import { storeShareTags } from '../src/plugins/web-html';
import { createDiskImageStore } from '../src/providers/image-store/disk';
import type { ImageStore } from '../src/providers/image-store/index';
import { CONSOLE_WRITE, staffSession } from './console-factories';
import { type CreatedStore, createStore } from './factories';
import { buildTestApp, type TestApp } from './helper';

/** An image store that counts what the app asks of it (to see that a kept copy is not rendered again). */
function countingStore(inner: ImageStore) {
  const calls = { get: [] as string[], put: [] as string[], has: [] as string[] };
  const store: ImageStore = {
    name: inner.name,
    get(key) {
      calls.get.push(key);
      return inner.get(key);
    },
    has(key) {
      calls.has.push(key);
      return inner.has(key);
    },
    put(key, body, type) {
      calls.put.push(key);
      return inner.put(key, body, type);
    },
  };
  return { store, calls };
}

/** A photo-like picture: colour gradients, `width`×`height`, in `format`. */
async function picture(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' | 'gif',
  options: { orientation?: number } = {},
): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = x < width / 2 ? 200 : 40;
    }
  let image = sharp(raw, { raw: { width, height, channels: 3 } });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toFormat(format).toBuffer();
}

/** Random pixels: a PNG that does not compress (for the size limit). */
function noisePng(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = Math.floor(Math.random() * 256);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const MAX_BYTES = 256 * 1024;

describe('images: upload and resized serving', () => {
  let t: TestApp;
  let dir: string;
  let counting: ReturnType<typeof countingStore>;
  let a: CreatedStore;
  let b: CreatedStore;
  let ownerA: string;
  let staffA: string;
  let ownerB: string;
  let photo: Buffer;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'iding-images-'));
    counting = countingStore(createDiskImageStore(dir));
    t = await buildTestApp({ env: { IMAGE_MAX_BYTES: String(MAX_BYTES) }, images: counting.store });
    a = await createStore(t.db);
    b = await createStore(t.db);
    ownerA = await staffSession(t, a, 'owner-a@example.tw', 'owner', 'owner-a-pass-1');
    staffA = await staffSession(t, a, 'staff-a@example.tw', 'staff', 'staff-a-pass-1');
    ownerB = await staffSession(t, b, 'owner-b@example.tw', 'owner', 'owner-b-pass-1');
    photo = await picture(1500, 1000, 'jpeg');
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const upload = (
    cookie: string | null,
    store: CreatedStore,
    body: Buffer,
    contentType = 'image/jpeg',
    headers: Record<string, string> = CONSOLE_WRITE,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/console/stores/${store.identifier}/images`,
      headers: { ...headers, 'content-type': contentType },
      cookies: cookie ? { iding_console: cookie } : {},
      payload: body,
    });
  const image = (url: string, accept = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8', more = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept, ...more } });

  it('stores a JPEG upright, without metadata, under its content hash, and answers its public URL', async () => {
    // 40×20 pixels whose EXIF says "rotate 90° clockwise" (how phones save portrait photos).
    const sideways = await picture(40, 20, 'jpeg', { orientation: 6 });
    expect((await sharp(sideways).metadata()).exif).toBeDefined();
    const res = await upload(staffA, a, sideways);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.image_id).toMatch(/^[0-9a-f]{32}$/);
    expect(body.url).toBe(`/images/${body.image_id}`);
    expect({ width: body.width, height: body.height }).toEqual({ width: 20, height: 40 });
    const stored = await createDiskImageStore(dir).get(originalKey(body.image_id));
    const meta = await sharp(stored!).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();

    // The same file again is the same image.
    expect((await upload(staffA, a, sideways)).json().image_id).toBe(body.image_id);
  });

  it('takes PNG and WebP by their bytes, whatever the Content-Type says, and bounds the longer side', async () => {
    const png = await upload(ownerA, a, await picture(300, 200, 'png'), 'application/octet-stream');
    expect(png.statusCode).toBe(201);
    expect(png.json()).toMatchObject({ width: 300, height: 200 });
    const webp = await upload(ownerA, a, await picture(3000, 1000, 'webp'), 'image/png');
    expect(webp.statusCode).toBe(201);
    expect(webp.json()).toMatchObject({ width: 2048, height: 683 });
  });

  it('refuses a text file named .jpg, a GIF, a broken JPEG and an empty body in zh-TW', async () => {
    const text = Buffer.from('這不是圖片，只是改了副檔名的文字檔 photo.jpg\n'.repeat(20));
    const refused = await upload(staffA, a, text, 'image/jpeg');
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual({
      status: 415,
      code: 'image_unsupported',
      message: '只接受 JPEG、PNG 或 WebP 圖片',
    });
    const gif = await upload(staffA, a, await picture(20, 20, 'gif'), 'image/gif');
    expect(gif.statusCode).toBe(415);
    const truncated = await upload(staffA, a, photo.subarray(0, Math.floor(photo.length / 3)));
    expect(truncated.statusCode).toBe(415);
    expect(truncated.json().message).toBe('只接受 JPEG、PNG 或 WebP 圖片');
    const empty = await upload(staffA, a, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('請選擇要上傳的圖片');
  });

  it('refuses a file over IMAGE_MAX_BYTES with 413 檔案過大 and stores nothing', async () => {
    const big = await noisePng(400, 400);
    expect(big.length).toBeGreaterThan(MAX_BYTES);
    const puts = counting.calls.put.length;
    const res = await upload(staffA, a, big, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      status: 413,
      code: 'image_too_large',
      message: '檔案過大，請上傳 256 KB 以內的圖片',
    });
    // Sent without a Content-Length (chunked): refused as it arrives.
    const streamed = await t.app.inject({
      method: 'POST',
      url: `/api/console/stores/${a.identifier}/images`,
      headers: { ...CONSOLE_WRITE, 'content-type': 'image/png' },
      cookies: { iding_console: staffA },
      payload: Readable.from([big.subarray(0, 100_000), big.subarray(100_000)]),
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().code).toBe('image_too_large');
    expect(counting.calls.put.length).toBe(puts);
  });

  it("refuses another store's staff (403), no session (401) and a write without the header (403)", async () => {
    const puts = counting.calls.put.length;
    const other = await upload(ownerB, a, photo);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ status: 403, code: 'forbidden' });
    expect(other.body).not.toContain('image_id');
    const nul = await t.app.inject({
      method: 'POST',
      url: '/api/console/stores/a%00b/images',
      headers: { ...CONSOLE_WRITE, 'content-type': 'image/jpeg' },
      cookies: { iding_console: staffA },
      payload: photo,
    });
    expect(nul.statusCode).toBe(404);
    const none = await upload(null, a, photo);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ status: 401, code: 'unauthorized' });
    const csrf = await upload(staffA, a, photo, 'image/jpeg', {});
    expect(csrf.statusCode).toBe(403);
    expect(counting.calls.put.length).toBe(puts);
  });

  it('serves the allowed widths only, WebP or JPEG by Accept, cached for a year with an ETag', async () => {
    const { url } = (await upload(staffA, a, photo)).json();

    const webp = await image(`${url}?w=320`);
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(webp.headers.vary).toMatch(/accept/i);
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 213,
    });

    // Other widths snap up to the next allowed one; beyond the largest, the largest; none, 640.
    const widthOf = async (query: string) =>
      (await sharp((await image(`${url}${query}`)).rawPayload).metadata()).width;
    expect(await widthOf('?w=200')).toBe(320);
    expect(await widthOf('?w=1')).toBe(160);
    expect(await widthOf('?w=641')).toBe(1280);
    expect(await widthOf('?w=9999')).toBe(1280);
    expect(await widthOf('')).toBe(640);

    // A client without image/webp in Accept gets JPEG.
    const jpeg = await image(`${url}?w=320`, 'image/png,image/*;q=0.8');
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(jpeg.rawPayload).metadata()).format).toBe('jpeg');
    expect(jpeg.headers.etag).not.toBe(webp.headers.etag);

    // The browser's copy is still good: 304, no body.
    const again = await image(`${url}?w=320`, undefined, { 'if-none-match': webp.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    expect((await image(`${url}?w=abc`)).statusCode).toBe(400);
  });

  it('renders each size once: a second request, even on a fresh instance, reads the kept copy', async () => {
    const { image_id, url } = (await upload(staffA, a, await picture(900, 600, 'png'), 'image/png')).json();
    const original = originalKey(image_id);
    const first = await image(`${url}?w=640`);
    expect(first.statusCode).toBe(200);
    expect(counting.calls.get.filter((k) => k === original)).toHaveLength(1);
    const rendered = () =>
      counting.calls.put.filter((k) => k.startsWith('variants/') && k.includes(image_id));
    expect(rendered()).toHaveLength(1);

    const second = await image(`${url}?w=640`);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(counting.calls.get.filter((k) => k === original)).toHaveLength(1);
    expect(rendered()).toHaveLength(1);

    // Another instance over the same store (nothing in its memory): reads the kept copy, renders nothing.
    const other = countingStore(createDiskImageStore(dir));
    const t2 = await buildTestApp({ images: other.store });
    try {
      const third = await t2.app.inject({
        method: 'GET',
        url: `${url}?w=640`,
        headers: { accept: 'image/webp' },
      });
      expect(third.statusCode).toBe(200);
      expect(third.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(other.calls.get).not.toContain(original);
      expect(other.calls.put).toEqual([]);
    } finally {
      await t2.close();
    }
  });

  it('answers 404 JSON (not cached) for an unknown or malformed image id', async () => {
    for (const url of [`/images/${'0'.repeat(32)}?w=320`, '/images/not-an-id', '/images/..%2F..%2Fetc']) {
      const res = await image(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, code: 'image_not_found', message: '找不到這張圖片' });
      expect(res.headers['cache-control'] ?? '').not.toMatch(/immutable/);
    }
  });

  it("lets the owner set the store's logo and cover, shown in the store info at once", async () => {
    const { url } = (await upload(staffA, a, photo)).json();
    const put = (cookie: string, store: CreatedStore, payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/console/stores/${store.identifier}/store_images`,
        headers: CONSOLE_WRITE,
        cookies: { iding_console: cookie },
        payload,
      });
    const saved = await put(ownerA, a, { cover: url, logo: null });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ cover: url, logo: null });
    const info = (await t.app.inject({ method: 'GET', url: `/iorder/stores/${a.identifier}` })).json();
    expect(info.cover).toBe(url);
    const settings = await t.app.inject({
      method: 'GET',
      url: `/api/console/stores/${a.identifier}/settings`,
      cookies: { iding_console: ownerA },
    });
    expect(settings.json()).toMatchObject({ cover: url, logo: null });

    expect((await put(staffA, a, { cover: null, logo: null })).statusCode).toBe(403);
    expect((await put(ownerB, a, { cover: null, logo: null })).statusCode).toBe(403);
    const bad = await put(ownerA, a, { cover: 'javascript:alert(1)', logo: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('圖片須為上傳的圖片或 https 網址');
    const info2 = (await t.app.inject({ method: 'GET', url: `/iorder/stores/${a.identifier}` })).json();
    expect(info2.cover).toBe(url);
  });

  it("link previews give an uploaded logo or cover as an absolute URL on the app's origin", () => {
    const store = {
      name: '50嵐 板橋店',
      description: '',
      carouselMessages: [],
      city: '新北市',
      district: '板橋區',
      address: '文化路一段150號',
      logo: null,
      cover: `/images/${'a'.repeat(32)}`,
    } as unknown as StoreRow;
    expect(storeShareTags(store, 'https://order.example.tw/store/50lan-banqiao')).toContain(
      `<meta property="og:image" content="https://order.example.tw/images/${'a'.repeat(32)}">`,
    );
    const cdn = { ...store, cover: 'https://cdn.example.tw/c.jpg' } as StoreRow;
    expect(storeShareTags(cdn, 'https://order.example.tw/store/x')).toContain(
      '<meta property="og:image" content="https://cdn.example.tw/c.jpg">',
    );
  });

  it('documents the endpoints in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths['/api/console/stores/{sid}/images'])).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/console/stores/{sid}/store_images'])).toEqual(['put']);
    expect(doc.paths['/images/{imageId}'].get.summary).toContain('resized');
  });
});
