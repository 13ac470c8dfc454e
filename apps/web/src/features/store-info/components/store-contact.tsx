/**
 * Address and phone of a store (spec §3 address, phone): the address opens Google Maps in a new tab, the
 * phone is a tel: link. Both are full-height tap targets (≥ 44 px).
 */
import { useTranslation } from '../../../lib/i18n';
import { mapSearchUrl, telHref } from '../../../lib/store-links';

/** 地址 (Google Maps, new tab) and 電話 (tel:) rows (spec §3 address, phone); no phone row when it is empty. */
export function StoreContact({ address, phone }: { address: string; phone: string }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4">
      <dt className="text-gray-700">{t('storeInfo.address')}</dt>
      <dd>
        <a
          className="flex min-h-11 items-center break-words text-brand-dark underline"
          href={mapSearchUrl(address)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {address}
          <span className="sr-only">{t('storeInfo.mapHint')}</span>
        </a>
      </dd>
      {phone && (
        <>
          <dt className="text-gray-700">{t('storeInfo.phone')}</dt>
          <dd>
            <a className="flex min-h-11 items-center text-brand-dark underline" href={telHref(phone)}>
              {phone}
            </a>
          </dd>
        </>
      )}
    </dl>
  );
}
