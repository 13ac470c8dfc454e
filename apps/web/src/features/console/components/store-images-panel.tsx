/**
 * 店家圖片 on the settings page (spec §3 Store info cover, logo): the store's cover and logo as
 * image fields (ImageUploadField). Each change (an upload finished, 移除圖片) is saved at once for the owner
 * (PUT …/store_images); staff see the pictures without changing them.
 */
import type { StoreImages, StoreSettings } from '@iding/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { consoleKeys } from '../../../api/query-keys';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { saveStoreImages } from '../api/save-store-images';
import { ImageUploadField } from './image-upload-field';

export function StoreImagesPanel({
  sid,
  images,
  canEdit,
}: {
  sid: string;
  images: StoreImages;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useMutation({
    mutationFn: (next: StoreImages) => saveStoreImages(sid, next),
    onMutate: () => setMessage(null),
    onSuccess: (saved) => {
      queryClient.setQueryData<StoreSettings>(consoleKeys.settings(sid), (old) =>
        old ? { ...old, ...saved } : old,
      );
      setMessage({ ok: true, text: t('console.images.saved') });
    },
    onError: (e) => setMessage({ ok: false, text: toApiError(e).message }),
  });
  const disabled = !canEdit || save.isPending;

  return (
    <section className="card" aria-labelledby="store-images-heading">
      <h2 id="store-images-heading" className="section-title">
        {t('console.images.heading')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        {canEdit ? t('console.images.hint') : t('console.images.ownerOnly')}
      </p>
      <div className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-2">
        <ImageUploadField
          sid={sid}
          label={t('console.images.cover')}
          value={images.cover}
          disabled={disabled}
          onChange={(cover) => save.mutate({ ...images, cover })}
        />
        <ImageUploadField
          sid={sid}
          label={t('console.images.logo')}
          value={images.logo}
          disabled={disabled}
          onChange={(logo) => save.mutate({ ...images, logo })}
        />
      </div>
      {message && (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={`mt-3 ${message.ok ? 'text-green-800' : 'rounded bg-red-50 px-3 py-2 text-red-800'}`}
        >
          {message.text}
        </p>
      )}
    </section>
  );
}
