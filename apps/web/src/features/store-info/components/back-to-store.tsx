/**
 * Back link of the store's sub-pages: "returning to a store" (spec §2) goes to /stores/{sid}, which opens the
 * store's menu. The QR-table variant (/store/{sid}/qr_code/{uuid}) comes with the QR routes.
 */

import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

/** "‹ 回到{store name}" to /stores/{sid} (spec §2 returning to a store). */
export function BackToStore({ sid, name }: { sid: string; name: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.storeHome(sid)}
      className="inline-flex min-h-11 items-center gap-1 text-brand-dark underline"
    >
      <span aria-hidden>‹</span>
      {t('storeInfo.backToStore', { name })}
    </Link>
  );
}
