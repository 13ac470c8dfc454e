/**
 * Images (docs/features.md "Images": uploaded, stored on disk or in an object store by configuration,
 * served resized). Thin: schema + one service call each.
 *
 * - POST /api/console/stores/{sid}/images: the image file's bytes as the request body (any Content-Type; the
 *   bytes decide). Any staff member of the store: console session (401), store check before the body is read
 *   (404 store_not_found, nothing stored), X-Requested-With (403 csrf_failed, staff-auth plugin).
 * - GET /images/{image_id}?w=320: public, resized to IMAGE_WIDTHS, WebP or JPEG by Accept, immutable caching.
 */
import type { Readable } from 'node:stream';
import {
  IMAGE_API_ROUTES,
  IMAGE_DEFAULT_WIDTH,
  IMAGE_ID_PATTERN,
  IMAGE_ROUTES,
  IMAGE_WIDTHS,
  imageTooLargeMessage,
  snapImageWidth,
  ZImageQuery,
  ZImageUploadResponse,
  ZSidParams,
  zText,
} from '@iding/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../lib/api-error';
import type { ImageStore } from '../../providers/image-store/index';
import { saveUploadedImage } from './save-uploaded-image';
import { createImageServer, SERVED_CONTENT_TYPES, servedFormatFor } from './serve-image';

const ZImageParams = z.object({ imageId: zText().max(100).describe('Image id (32 hex digits)') });

/** A year: the bytes under an image URL never change (content-addressed). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Reads the request body up to `maxBytes`; a larger body (by Content-Length, or as it arrives) is refused
 * with image_too_large (413) without reading the rest.
 */
function readLimited(request: FastifyRequest, payload: Readable, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new ApiError('image_too_large', imageTooLargeMessage(maxBytes));
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        payload.off('data', onData);
        payload.resume();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    payload.on('data', onData);
    payload.on('error', reject);
    payload.on('end', () => resolve(Buffer.concat(chunks, size)));
  });
}

export interface ImagesRoutesOptions {
  /** Where images are kept (the configured adapter; tests pass their own). */
  store: ImageStore;
}

/** Image upload (console) and serving (public) routes. */
export const imagesRoutes: FastifyPluginAsync<ImagesRoutesOptions> = async (base, opts) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const server = createImageServer(opts.store);
  const maxBytes = app.config.IMAGE_MAX_BYTES;

  // The upload in its own scope: its body is the raw file whatever the Content-Type says (the bytes decide),
  // and no other route takes raw bodies.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (request, payload, done) => {
      readLimited(request, payload, maxBytes).then(
        (body) => done(null, body),
        (error: Error) => done(error),
      );
    });
    const upload = scope.withTypeProvider<ZodTypeProvider>();
    upload.post(
      IMAGE_API_ROUTES.upload,
      {
        schema: {
          tags: ['console'],
          summary: 'Uploads an image (entree pictures, store logo and cover)',
          description:
            'Body: the image file itself (e.g. `Content-Type: image/jpeg`; the Content-Type and file name are ' +
            'not trusted: the bytes must be a JPEG, PNG or WebP image that decodes). Stored upright (EXIF ' +
            'orientation applied), without metadata (EXIF/GPS, XMP, ICC), its longer side at most 2048 px, under ' +
            'the sha256 of those bytes (the same picture again answers the same id). Answers 201 ' +
            '`{image_id, url, width, height}`; `url` (/images/{image_id}) is what an entree image, logo or cover ' +
            `saves. Any staff member of the store; at most IMAGE_MAX_BYTES (default 5 MB). Refusals: 413 ` +
            'image_too_large 檔案過大… (or more than 40 million pixels), 415 image_unsupported 只接受 JPEG、PNG 或 ' +
            'WebP 圖片, 400 validation_error for an empty body, 401 unauthorized (no console session), 403 ' +
            'csrf_failed (no X-Requested-With), 404 store_not_found (unknown store, or one the staff member does ' +
            'not work at), 429 rate_limited.',
          params: ZSidParams,
          consumes: ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'],
          response: { 201: ZImageUploadResponse },
        },
        // Who and which store are checked before the body is read (plugins/staff-auth.ts, as for every console
        // store route): a stranger never gets to send 5 MB.
        config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const saved = await saveUploadedImage(opts.store, body);
        return reply.status(201).send(saved);
      },
    );
  });

  app.get(
    IMAGE_ROUTES.image,
    {
      schema: {
        tags: ['images'],
        summary: 'An uploaded image, resized',
        description:
          `Public. Served ${IMAGE_WIDTHS.join(', ')} px wide (never enlarged): \`w\` snaps up to the next of ` +
          `them (above ${IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]}: the largest; none: ${IMAGE_DEFAULT_WIDTH}). ` +
          'WebP when Accept lists image/webp, else JPEG (Vary: Accept). Cache-Control immutable for a year ' +
          '(the id is a content hash) with an ETag; If-None-Match answers 304. Each size is rendered once and ' +
          'kept in the image store. 404 image_not_found for an unknown id; 400 validation_error for a `w` that ' +
          'is not a positive integer.',
        params: ZImageParams,
        querystring: ZImageQuery,
        produces: ['image/webp', 'image/jpeg'],
      },
    },
    async (request, reply) => {
      const { imageId } = request.params;
      if (!IMAGE_ID_PATTERN.test(imageId)) throw new ApiError('image_not_found', '找不到這張圖片');
      const width = snapImageWidth(request.query.w ?? IMAGE_DEFAULT_WIDTH);
      const format = servedFormatFor(request.headers.accept);
      const etag = `"${imageId}-${width}-${format}"`;
      const ifNoneMatch = request.headers['if-none-match'];
      // The client holds exactly these bytes (an id's bytes never change): nothing to read or send.
      const fresh = ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
      // Headers only once the image is there: a 404 must not be cached for a year.
      const body = fresh ? null : await server.variant(imageId, width, format);
      reply.header('cache-control', IMMUTABLE).header('vary', 'accept').header('etag', etag);
      if (!body) return reply.status(304).send();
      return reply.type(SERVED_CONTENT_TYPES[format]).send(body);
    },
  );
};
