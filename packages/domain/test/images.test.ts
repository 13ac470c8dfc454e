import { describe, expect, it } from 'vitest';
import {
  IMAGE_WIDTHS,
  imageSrcSet,
  imageTooLargeMessage,
  snapImageWidth,
  uploadedImageId,
  ZStoreImages,
} from '../src/index';

const ID = '0123456789abcdef0123456789abcdef';

describe('uploaded image URLs', () => {
  it('snaps any width up to a served one, the largest beyond it', () => {
    expect(IMAGE_WIDTHS).toEqual([160, 320, 640, 1280]);
    expect([1, 160, 161, 320, 500, 640, 641, 1280, 5000].map(snapImageWidth)).toEqual([
      160, 160, 320, 320, 640, 640, 1280, 1280, 1280,
    ]);
  });

  it('builds a srcset for our images only, up to the width asked for', () => {
    expect(imageSrcSet(`/images/${ID}`, 96 * 3)).toBe(`/images/${ID}?w=160 160w, /images/${ID}?w=320 320w`);
    expect(imageSrcSet(`/images/${ID}?w=640`, 2000)?.split(', ')).toHaveLength(4);
    expect(imageSrcSet('https://cdn.example.tw/a.jpg', 300)).toBeUndefined();
    expect(imageSrcSet(null, 300)).toBeUndefined();
    expect(uploadedImageId(`/images/${ID}`)).toBe(ID);
    expect(uploadedImageId(`/images/${ID}/../x`)).toBeNull();
  });

  it('words the size refusal in zh-TW with the configured limit', () => {
    expect(imageTooLargeMessage(5 * 1024 * 1024)).toBe('檔案過大，請上傳 5 MB 以內的圖片');
    expect(imageTooLargeMessage(1536 * 1024)).toBe('檔案過大，請上傳 1.5 MB 以內的圖片');
    expect(imageTooLargeMessage(256 * 1024)).toBe('檔案過大，請上傳 256 KB 以內的圖片');
  });

  it('takes a store logo or cover as an uploaded image, an https URL or none', () => {
    expect(
      ZStoreImages.safeParse({ logo: `/images/${ID}`, cover: 'https://cdn.example.tw/c.jpg' }).success,
    ).toBe(true);
    expect(ZStoreImages.safeParse({ logo: null, cover: null }).success).toBe(true);
    for (const bad of ['http://x.tw/a.jpg', 'javascript:alert(1)', '/images/abc', `/images/${ID}?w=1`]) {
      expect(ZStoreImages.safeParse({ logo: bad, cover: null }).success, bad).toBe(false);
    }
  });
});
