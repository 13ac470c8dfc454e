/**
 * /console/{sid}/scheduled: 預約, the store's orders for later (docs/features.md "Store console"): every
 * open order due more than the store's lead time from now (board.scheduled_lead_minutes; reservations with
 * their date and party size, orders for a later hour or day), soonest first, with the column's true count and
 * 載入更多. The store may accept or cancel them ahead; each joins 新訂單 (or 製作中 once accepted) on the
 * board at its lead time, with a chime. Live like the board: every event reads it again.
 */
import { consolePaths } from '@iding/domain';
import { Link, Navigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { BoardColumn } from '../components/board-column';
import { ConsoleHeader } from '../components/console-header';
import { SoundBanner } from '../components/sound-banner';
import { isSignedOut, useConsoleMe } from '../hooks/use-console-me';
import { useLiveBoard } from '../hooks/use-live-board';

export function ConsoleScheduledPage() {
  const { t } = useTranslation();
  const { sid = '' } = useParams();
  const { me, store } = useConsoleMe(sid);
  const { board, leadMinutes, nowMs, connected, act, error } = useLiveBoard(sid);
  useDocumentTitle(t('console.scheduled.title'), store?.name, t('console.title'));

  const failure = board.error ?? me.error;
  if (isSignedOut(failure)) return <Navigate to={consolePaths.login()} replace />;
  const heading = t('console.scheduled.heading', { store: store?.name ?? sid });

  return (
    <main className="min-h-dvh bg-gray-100 px-4 py-3">
      <ConsoleHeader sid={sid} me={me.data} heading={heading}>
        {!failure && (
          <span role="status" className={`text-sm ${connected ? 'text-emerald-800' : 'text-amber-900'}`}>
            {connected ? t('console.board.live') : t('console.board.reconnecting')}
          </span>
        )}
      </ConsoleHeader>
      <SoundBanner />
      {(error || failure) && (
        <p role="alert" className="mb-2 rounded bg-red-50 px-3 py-2 text-red-800">
          {error || toApiError(failure).message}
        </p>
      )}
      {!failure && (
        <>
          <p className="mb-3 max-w-3xl text-gray-800">
            {t('console.scheduled.hint', { minutes: leadMinutes })}{' '}
            <Link
              to={consolePaths.settings(sid)}
              className="font-semibold text-brand-dark underline underline-offset-4"
            >
              {t('console.scheduled.change')}
            </Link>
          </p>
          <div className="max-w-xl">
            <BoardColumn
              sid={sid}
              stage="scheduled"
              first={board.data?.columns.scheduled}
              nowMs={nowMs}
              busy={act.isPending}
              onAction={(order, action, body) => act.mutate({ order, action, body })}
            />
          </div>
        </>
      )}
    </main>
  );
}
