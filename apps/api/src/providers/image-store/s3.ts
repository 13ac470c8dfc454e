/**
 * Images in an S3-compatible object store (IMAGE_STORE=s3): AWS S3, Cloudflare R2, MinIO, Backblaze B2 …
 * Requests are signed with AWS Signature Version 4 by aws4fetch and address the bucket path-style
 * (`{endpoint}/{bucket}/{key}`), which every S3-compatible store answers. Objects are never made public: the
 * API reads them and serves the resized copies itself (GET /images/{id}).
 */
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { ImageStore } from './index';

export interface S3ImageStoreOptions {
  /** e.g. https://s3.ap-northeast-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Per-request timeout, ms (default 10000). */
  timeoutMs?: number;
}

/** The S3 adapter. Every failure (a refused signature, a 5xx, a timeout) throws; only a 404 reads as "none". */
export function createS3ImageStore(opts: S3ImageStoreOptions): ImageStore {
  const client = new AwsClient({
    accessKeyId: opts.accessKeyId,
    secretAccessKey: opts.secretAccessKey,
    service: 's3',
    region: opts.region,
    retries: 2,
  });
  const base = `${opts.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(opts.bucket)}`;
  const urlOf = (key: string) => `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const timeout = () => AbortSignal.timeout(opts.timeoutMs ?? 10_000);

  async function failure(method: string, key: string, response: Response): Promise<Error> {
    const text = (await response.text().catch(() => '')).slice(0, 300);
    return new Error(`S3 ${method} ${key} answered ${response.status}: ${text}`);
  }

  return {
    name: 's3',
    async get(key) {
      const response = await client.fetch(urlOf(key), { method: 'GET', signal: timeout() });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await failure('GET', key, response);
      return Buffer.from(await response.arrayBuffer());
    },
    async has(key) {
      const response = await client.fetch(urlOf(key), { method: 'HEAD', signal: timeout() });
      await response.body?.cancel();
      if (response.status === 404) return false;
      if (!response.ok) throw new Error(`S3 HEAD ${key} answered ${response.status}`);
      return true;
    },
    async put(key, body, contentType) {
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: {
          'content-type': contentType,
          // The body's hash is signed too (not UNSIGNED-PAYLOAD), so the store refuses a body changed on the way.
          'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
          // Content-addressed: the object never changes under its key.
          'cache-control': 'public, max-age=31536000, immutable',
        },
        signal: timeout(),
      });
      if (!response.ok) throw await failure('PUT', key, response);
      await response.body?.cancel();
    },
  };
}
