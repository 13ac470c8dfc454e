/**
 * The entree's image in the menu editor (issue #14 §3 Menu editing: images): an upload (ImageUploadField: the
 * file goes to the store's image storage and comes back as `/images/{id}`, served resized) or, for a picture
 * already on the store's own site, its https:// address. Either way the draft keeps one URL string, or null for
 * none; diners see it once the draft is published.
 */
import { MENU_DRAFT_LIMITS } from '@iding/domain';
import { TextField } from '../../../components/form-field';
import { useTranslation } from '../../../lib/i18n';
import { ImageUploadField } from './image-upload-field';

export function EntreeImageInput({
  sid,
  value,
  onChange,
}: {
  /** The store the image is uploaded for. */
  sid: string;
  /** The image URL (an uploaded /images/{id}, or https://…), or null for none. */
  value: string | null;
  onChange: (value: string | null) => void;
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
        value={external}
        onChange={(e) => onChange(e.currentTarget.value.trim() === '' ? null : e.currentTarget.value)}
      />
    </div>
  );
}
