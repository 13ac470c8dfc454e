/** Back link of the store's sub-pages to the store page /store/{sid} (spec §2). */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

export function BackToStore({ sid, name }: { sid: string; name: string }) {
  const { t } = useTranslation();
  return (
    <Link to={paths.store(sid)} className="inline-flex min-h-11 items-center gap-1 text-brand-dark underline">
      <span aria-hidden>‹</span>
      {t('storeInfo.backToStore', { name })}
    </Link>
  );
}
