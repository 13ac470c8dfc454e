/**
 * The S3 image store (IMAGE_STORE=s3; docs/features.md "Images") against a
 * local fake of the S3 REST API that checks every request's Signature Version 4: objects written and read
 * back, a missing key read as none, and every refusal or outage an error (never a faked success), also through
 * the app: an upload the store refuses is a 500, not an image id.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createS3ImageStore } from '../src/providers/image-store/s3';
import { CONSOLE_WRITE, staffSession } from './console-factories';
import { createStore } from './factories';
import { type S3Fake, startS3Fake } from './fakes/s3-fake';
import { buildTestApp } from './helper';

describe('S3 image store (IMAGE_STORE=s3)', () => {
  let fake: S3Fake;
  const storeFor = (secret = fake.secretAccessKey) =>
    createS3ImageStore({
      endpoint: fake.url,
      bucket: fake.bucket,
      region: fake.region,
      accessKeyId: fake.accessKeyId,
      secretAccessKey: secret,
      timeoutMs: 5000,
    });

  beforeAll(async () => {
    fake = await startS3Fake();
  });
  afterAll(async () => {
    await fake.close();
  });

  it('writes and reads objects with signed requests (SigV4, the body hash signed)', async () => {
    const store = storeFor();
    const body = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0x02]);
    await store.put('originals/ab/abcdef', body, 'image/jpeg');
    expect(fake.objects.get('originals/ab/abcdef')).toEqual({ body, contentType: 'image/jpeg' });
    expect(await store.get('originals/ab/abcdef')).toEqual(body);
    expect(await store.has('originals/ab/abcdef')).toBe(true);
    expect(await store.get('originals/zz/missing')).toBeNull();
    expect(await store.has('originals/zz/missing')).toBe(false);

    const put = fake.requests.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe(`/${fake.bucket}/originals/ab/abcdef`);
    expect(put.authorization).toMatch(
      new RegExp(
        `^AWS4-HMAC-SHA256 Credential=${fake.accessKeyId}/\\d{8}/${fake.region}/s3/aws4_request, ` +
          'SignedHeaders=[a-z0-9;-]*host;[a-z0-9;-]*x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$',
      ),
    );
    expect(fake.requests.every((r) => r.status === 200 || r.status === 404)).toBe(true);
  });

  it('throws when the store refuses the signature or keeps failing (no faked success)', async () => {
    const wrong = storeFor('not-the-secret-key-0000000000000000000000');
    await expect(wrong.put('originals/cd/cdef', Buffer.from('x'), 'image/png')).rejects.toThrow(/403/);
    await expect(wrong.get('originals/ab/abcdef')).rejects.toThrow(/403/);
    expect(fake.objects.has('originals/cd/cdef')).toBe(false);

    const store = storeFor();
    fake.failNext = 10;
    await expect(store.get('originals/ab/abcdef')).rejects.toThrow(/503/);
    fake.failNext = 1; // one outage is retried
    expect(await store.get('originals/ab/abcdef')).not.toBeNull();
    fake.failNext = 0;
  });

  it('needs its endpoint, bucket and keys in the configuration', () => {
    expect(() => loadConfig({ IMAGE_STORE: 's3', IMAGE_S3_BUCKET: 'b' })).toThrow(
      /IMAGE_STORE=s3 needs .*missing: IMAGE_S3_ENDPOINT, IMAGE_S3_ACCESS_KEY_ID, IMAGE_S3_SECRET_ACCESS_KEY/,
    );
    const config = loadConfig({
      IMAGE_STORE: 's3',
      IMAGE_S3_ENDPOINT: fake.url,
      IMAGE_S3_BUCKET: 'b',
      IMAGE_S3_ACCESS_KEY_ID: 'k',
      IMAGE_S3_SECRET_ACCESS_KEY: 's',
    });
    expect(config.IMAGE_S3_REGION).toBe('us-east-1');
    expect(loadConfig({}).IMAGE_STORE).toBe('disk');
  });

  const appEnv = () => ({
    IMAGE_STORE: 's3',
    IMAGE_S3_ENDPOINT: fake.url,
    IMAGE_S3_BUCKET: fake.bucket,
    IMAGE_S3_REGION: fake.region,
    IMAGE_S3_ACCESS_KEY_ID: fake.accessKeyId,
    IMAGE_S3_SECRET_ACCESS_KEY: fake.secretAccessKey,
  });

  // Each builds an app on a fresh database: slower than the default 30 s on a loaded two-core machine.
  it('through the app: uploads land in the bucket and are served resized from it', {
    timeout: 120_000,
  }, async () => {
    const t = await buildTestApp({ env: appEnv() });
    try {
      const store = await createStore(t.db);
      const cookie = await staffSession(t, store, 'owner-s3@example.tw', 'owner', 'owner-s3-pass-1');
      const photo = await sharp({
        create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 80, b: 40 } },
      })
        .jpeg()
        .toBuffer();
      const upload = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/console/stores/${store.identifier}/images`,
          headers: { ...CONSOLE_WRITE, 'content-type': 'image/jpeg' },
          cookies: { iding_console: cookie },
          payload: photo,
        });
      const res = await upload();
      expect(res.statusCode).toBe(201);
      const { image_id, url } = res.json();
      expect([...fake.objects.keys()]).toContain(`originals/${image_id.slice(0, 2)}/${image_id}`);

      const served = await t.app.inject({
        method: 'GET',
        url: `${url}?w=320`,
        headers: { accept: 'image/webp' },
      });
      expect(served.statusCode).toBe(200);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320 });
      const variant = fake.objects.get(`variants/${image_id.slice(0, 2)}/${image_id}/320.webp`);
      expect(variant?.contentType).toBe('image/webp');
    } finally {
      await t.close();
    }
  });

  it('through the app: an upload the bucket refuses is a 500, never an image id', {
    timeout: 120_000,
  }, async () => {
    const refusing = await buildTestApp({
      env: { ...appEnv(), IMAGE_S3_SECRET_ACCESS_KEY: 'wrong-secret-000000000000' },
    });
    try {
      const s2 = await createStore(refusing.db);
      const c2 = await staffSession(refusing, s2, 'owner-s3b@example.tw', 'owner', 'owner-s3b-pass-1');
      const other = await sharp({
        create: { width: 60, height: 60, channels: 3, background: { r: 1, g: 2, b: 3 } },
      })
        .png()
        .toBuffer();
      const failed = await refusing.app.inject({
        method: 'POST',
        url: `/api/console/stores/${s2.identifier}/images`,
        headers: { ...CONSOLE_WRITE, 'content-type': 'image/png' },
        cookies: { iding_console: c2 },
        payload: other,
      });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toMatchObject({ status: 500, code: 'internal_error' });
      expect(failed.body).not.toContain('image_id');
    } finally {
      await refusing.close();
    }
  });
});
