/**
 * The entree's image in the menu editor (ADR 017 menu editing: images): an upload (ImageUploadField: the
 * file goes to the store's image storage and comes back as `/images/{id}`, served resized) or, for a picture
 * already on the store's own site, its https:// address. Either way the draft keeps one URL string, or null for
 * none; diners see it once the draft is published.
 */
import { MENU_DRAFT_LIMITS } from '@iding/domain';
import type { Ref } from 'react';
import { TextField } from '../../../components/form-field';
import { useTranslation } from '../../../lib/i18n';
import { ImageUploadField } from './image-upload-field';

export function EntreeImageInput({
  sid,
  value,
  onChange,
  error,
  inputRef,
  name,
}: {
  /** The store the image is uploaded for. */
  sid: string;
  /** The image URL (an uploaded /images/{id}, or https://…), or null for none. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** The draft's refusal of the URL (圖片網址須以 https://、http:// 或 / 開頭), shown under the address field. */
  error?: string;
  /** The address field, for the form to focus when the URL is refused. */
  inputRef?: Ref<HTMLInputElement>;
  /** The address field's name (its place in the form). */
  name?: string;
}) {
  const { t } = useTranslation();
  // An uploaded image's address is the app's own: the text field is for pictures hosted elsewhere.
  const external = value && !value.startsWith('/') ? value : '';
  return (
    <div className="space-y-2">
      <ImageUploadField sid={sid} value={value} onChange={onChange} label={t('console.menuEdit.image')} />
      <TextField
        tone="compact"
        label={t('console.menuEdit.imageUrl')}
        hint={t('console.menuEdit.imageHint')}
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={MENU_DRAFT_LIMITS.imageMax}
        error={error}
        ref={inputRef}
        name={name}
        value={external}
        onChange={(e) => onChange(e.currentTarget.value.trim() === '' ? null : e.currentTarget.value)}
      />
    </div>
  );
}
