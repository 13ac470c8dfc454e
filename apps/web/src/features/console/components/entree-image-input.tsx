/**
 * The entree's image in the menu editor (issue #14 §3 Menu editing): a preview and the image's URL as text
 * (https://… or an in-app /path; empty = no image). Its own file so the image upload field (stored on disk or in
 * an object store, served resized) can take its place with the same value/onChange: a URL string or null.
 */
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';

export function EntreeImageInput({
  value,
  entreeName,
  onChange,
}: {
  /** The image URL, or null for none. */
  value: string | null;
  /** For the preview's alt text. */
  entreeName: string;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-wrap items-start gap-3">
      <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-gray-100 text-sm text-gray-600">
        {value ? (
          <img
            src={value}
            alt={t('console.menuEdit.imagePreview', { name: entreeName })}
            className="size-full object-cover"
          />
        ) : (
          t('console.menuEdit.image')
        )}
      </div>
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="text-sm font-semibold">
          {t('console.menuEdit.imageUrl')}
        </label>
        <input
          id={id}
          type="url"
          inputMode="url"
          className="field"
          placeholder="https://"
          value={value ?? ''}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(e.currentTarget.value.trim() === '' ? null : e.currentTarget.value)}
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-gray-700">
          {t('console.menuEdit.imageHint')}
        </p>
        {value && (
          <button type="button" className="btn-secondary mt-2" onClick={() => onChange(null)}>
            {t('console.menuEdit.removeImage')}
          </button>
        )}
      </div>
    </div>
  );
}
