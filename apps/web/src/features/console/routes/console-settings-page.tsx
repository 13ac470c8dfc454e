/**
 * /console/{sid}/settings (docs/features.md "店家設定"): busy mode for every staff member, and
 * the store's settings (order types and payments, MinLead, Jumbo, business hours, holidays, custom items, news)
 * for its owner, with the store's cover and logo (店家圖片, uploaded images). Online ordering (can_order) is the header's switch, on every console page.
 */
import { consolePaths } from '@iding/domain';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { consoleKeys } from '../../../api/query-keys';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { getStoreSettings } from '../api/get-store-settings';
import { BusyModePanel } from '../components/busy-mode-panel';
import { ConsoleHeader } from '../components/console-header';
import { StoreImagesPanel } from '../components/store-images-panel';
import { StoreSettingsForm } from '../components/store-settings-form';
import { isSignedOut, useConsoleMe } from '../hooks/use-console-me';

export function ConsoleSettingsPage() {
  const { t } = useTranslation();
  const { sid = '' } = useParams();
  const { me, store } = useConsoleMe(sid);
  const settings = useQuery({
    queryKey: consoleKeys.settings(sid),
    queryFn: ({ signal }) => getStoreSettings(sid, signal),
    retry: false,
  });
  useDocumentTitle(t('console.nav.settings'), store?.name, t('console.title'));

  const failure = settings.error ?? me.error;
  if (isSignedOut(failure)) return <Navigate to={consolePaths.login()} replace />;
  const isOwner = store?.role === 'owner';

  return (
    <main className="min-h-dvh bg-gray-100 px-4 py-3">
      <ConsoleHeader
        sid={sid}
        me={me.data}
        heading={t('console.settings.heading', { store: store?.name ?? sid })}
      />
      {failure && (
        <p role="alert" className="mb-2 rounded bg-red-50 px-3 py-2 text-red-800">
          {toApiError(failure).message}
        </p>
      )}
      {!settings.data && !failure && <p className="text-gray-700">{t('console.settings.loading')}</p>}
      {settings.data && (
        <div className="space-y-3">
          <BusyModePanel sid={sid} busy={settings.data.busy_mode} />
          {store && !isOwner && (
            <p className="rounded bg-amber-50 px-3 py-2 text-amber-900">{t('console.settings.ownerOnly')}</p>
          )}
          <StoreImagesPanel
            sid={sid}
            images={{ logo: settings.data.logo, cover: settings.data.cover }}
            canEdit={isOwner}
          />
          <StoreSettingsForm
            // A new store's settings start a new form.
            key={sid}
            sid={sid}
            settings={settings.data}
            canEdit={isOwner}
          />
        </div>
      )}
    </main>
  );
}
