/**
 * POST /api/console/stores/{sid}/images (docs/features.md "Images"): sends the chosen file itself as
 * the request body, reporting upload progress (XMLHttpRequest: fetch cannot report an upload's progress).
 * The server decides from the bytes whether it is a JPEG, PNG or WebP image.
 * @returns `{image_id, url, width, height}`; `url` (/images/{image_id}) is what an entree image, a store's
 *   logo or cover saves.
 * @throws ApiError image_too_large (413, 檔案過大…) | image_unsupported (415, 只接受 JPEG、PNG 或 WebP 圖片) |
 *   unauthorized (401) | forbidden (403: 您沒有這家店的後台權限…, a store the staff member does not work at) | store_not_found (404) | rate_limited (429) |
 *   network_error / timeout (500)
 */
import { type ErrorCode, type ImageUploadResponse, imageApiPaths } from '@iding/domain';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

/** An upload may take this long (a 5 MB photo on a slow mobile connection). */
const UPLOAD_TIMEOUT_MS = 120_000;

export function uploadImage(
  sid: string,
  file: Blob,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<ImageUploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', imageApiPaths.upload(sid));
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.responseType = 'text';
    // The console's write header (CSRF, ADR 008); the type is a hint only, the server reads the bytes.
    xhr.setRequestHeader('x-requested-with', 'XMLHttpRequest');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as ImageUploadResponse);
        return;
      }
      const b = (body ?? {}) as Partial<{ status: number; message: string; code: ErrorCode }>;
      reject(
        new ApiError(
          b.status || xhr.status || 500,
          b.message || xhr.statusText || String(xhr.status),
          b.code ?? 'internal_error',
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(500, i18n.t('errors.network'), 'network_error'));
    xhr.ontimeout = () => reject(new ApiError(500, i18n.t('errors.timeout'), 'timeout'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
