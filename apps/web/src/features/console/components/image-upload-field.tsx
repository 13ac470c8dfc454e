/**
 * An image field of the console (docs/features.md "Images"): a labelled file input (any image; on a
 * phone the browser offers the camera beside the photo library), a preview of the current image, the upload's
 * progress while it is sent, 移除圖片, and the server's zh-TW refusal (檔案過大…, 只接受 JPEG、PNG 或 WebP
 * 圖片) in an alert. Controlled: `value` is the saved URL (an uploaded /images/{id} or a store's https picture,
 * or null); a finished upload calls `onChange(url)`, 移除圖片 `onChange(null)`. What happens with the URL
 * (saved at once, or with a form) is the parent's: the store settings save it at once, a menu editor keeps it
 * in its draft.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { uploadImage } from '../api/upload-image';

export interface ImageUploadFieldProps {
  /** The store the image is uploaded for (the console's `{sid}`). */
  sid: string;
  /** The current image URL, or null for none. */
  value: string | null;
  /** An upload finished (its public URL), or 移除圖片 (null). */
  onChange(url: string | null): void;
  /** The field's name, e.g. 封面圖片, 品項圖片. */
  label: string;
  /** Read-only (e.g. a staff role where only owners may change it). */
  disabled?: boolean;
}

export function ImageUploadField({ sid, value, onChange, label, disabled = false }: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The picked file shown at once while it uploads (an object URL, released when done).
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => () => (localPreview ? URL.revokeObjectURL(localPreview) : undefined), [localPreview]);

  const uploading = progress !== null;
  const shown = localPreview ?? value;
  // A picture that does not load (a store CDN out of reach): a tidy tile saying so, never a broken icon.
  const [failed, setFailed] = useState<string | null>(null);

  async function upload(file: File) {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setError(null);
    setProgress(0);
    setLocalPreview(URL.createObjectURL(file));
    try {
      const saved = await uploadImage(sid, file, {
        onProgress: (fraction) => setProgress(fraction),
        signal: controller.signal,
      });
      onChange(saved.url);
    } catch (e) {
      if (controller.signal.aborted) return;
      setError(toApiError(e).message);
    } finally {
      if (!controller.signal.aborted) {
        setProgress(null);
        setLocalPreview(null);
      }
    }
  }

  return (
    <fieldset aria-busy={uploading} className="min-w-0">
      <legend id={`${id}-label`} className="text-sm font-semibold text-gray-900">
        {label}
      </legend>
      <div className="mt-2 flex flex-wrap items-start gap-3">
        <div
          className="flex aspect-[4/3] w-40 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-gray-100 text-center text-sm text-gray-700 ring-1 ring-black/5"
          data-testid="image-preview"
        >
          {shown && failed !== shown ? (
            <img
              // An uploaded image's URL serves 640 px, enough for this 160 px box at 3×.
              src={shown}
              alt={t('console.imageField.preview', { label })}
              className={`size-full object-cover ${uploading ? 'opacity-60' : ''}`}
              onError={() => setFailed(shown)}
            />
          ) : (
            <span className="px-2">
              {shown ? t('console.imageField.unavailable') : t('console.imageField.none')}
            </span>
          )}
        </div>
        <div className="flex min-w-0 flex-col items-start gap-2">
          <label
            className={`btn-secondary cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-dark ${disabled || uploading ? 'pointer-events-none text-gray-500' : ''}`}
          >
            {value ? t('console.imageField.replace') : t('console.imageField.choose')}
            <input
              type="file"
              // Any image: the browser offers the camera on phones; the server accepts JPEG, PNG and WebP.
              accept="image/*"
              className="sr-only"
              aria-labelledby={`${id}-label`}
              aria-describedby={`${id}-hint`}
              disabled={disabled || uploading}
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                // The same file may be picked again after a refusal.
                e.currentTarget.value = '';
                if (file) void upload(file);
              }}
            />
          </label>
          {value && (
            <button
              type="button"
              className="btn-secondary"
              disabled={disabled || uploading}
              onClick={() => {
                setError(null);
                onChange(null);
              }}
            >
              {t('console.imageField.remove')}
            </button>
          )}
          <p id={`${id}-hint`} className="text-sm text-gray-700">
            {t('console.imageField.formats')}
          </p>
        </div>
      </div>
      {uploading && (
        <div className="mt-2 flex items-center gap-2" role="status">
          <progress
            className="h-2 w-40 accent-brand-dark"
            max={1}
            value={progress}
            aria-label={t('console.imageField.uploading', { percent: Math.round(progress * 100) })}
          />
          <span className="text-sm text-gray-800">
            {t('console.imageField.uploading', { percent: Math.round(progress * 100) })}
          </span>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 rounded bg-red-50 px-3 py-2 text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
