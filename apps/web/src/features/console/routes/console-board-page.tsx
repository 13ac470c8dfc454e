/**
 * /console/{sid}/orders: the live order board. Columns 新訂單 (newest first), 製作中 (accepted)
 * and 可取餐 (READY; soonest due first) and 已完成 (today), each with its true count and a page of cards at a
 * time (BoardColumn, 載入更多), so nothing is hidden however many orders are open; new orders arrive live at the
 * top of 新訂單 (server-sent events, catch-up from the last event id) with a chime and a title badge that clears
 * when the window gets focus. Each event refreshes the board and every column's loaded pages. A new order not
 * accepted within the store's unaccepted_orders.alert_minutes (default 5) turns red with 逾時未接單 and chimes
 * once more (the clock ticks, so it turns without an event). Orders for later wait under 預約 (its own page,
 * linked with its count) and arrive in 新訂單 at the store's lead time, with a chime (hooks/use-live-board.ts).
 */
import { type BoardStage, consolePaths, isOverdueUnaccepted, type OrderLiveEvent } from '@iding/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { BoardColumn } from '../components/board-column';
import { ConsoleHeader } from '../components/console-header';
import { playChime } from '../hooks/use-board-events';
import { isSignedOut, useConsoleMe } from '../hooks/use-console-me';
import { useLiveBoard } from '../hooks/use-live-board';

const COLUMNS: Exclude<BoardStage, 'cancelled'>[] = ['new', 'preparing', 'ready', 'completed'];

export function ConsoleBoardPage() {
  const { t } = useTranslation();
  const { sid = '' } = useParams();
  const { me, store } = useConsoleMe(sid);
  const [unseen, setUnseen] = useState(0);
  const onEvent = useCallback((event: OrderLiveEvent) => {
    if (event.kind === 'created') {
      playChime();
      if (!document.hasFocus()) setUnseen((n) => n + 1);
    }
  }, []);
  const { board, alertMinutes, leadMinutes, nowMs, connected, act, error } = useLiveBoard(sid, onEvent);

  // Each order chimes once when it turns 逾時未接單 (one chime however many turn at once).
  const alerted = useRef(new Set<string>());
  const newOrders = board.data?.columns.new.orders;
  useEffect(() => {
    const turned = (newOrders ?? []).filter(
      (o) => isOverdueUnaccepted(o, nowMs, alertMinutes, leadMinutes) && !alerted.current.has(o.id),
    );
    if (turned.length === 0) return;
    for (const o of turned) alerted.current.add(o.id);
    playChime();
  }, [newOrders, nowMs, alertMinutes, leadMinutes]);

  useEffect(() => {
    const clear = () => setUnseen(0);
    window.addEventListener('focus', clear);
    return () => window.removeEventListener('focus', clear);
  }, []);

  useDocumentTitle(
    unseen > 0 ? t('console.board.newOrders', { count: unseen }) : undefined,
    store?.name,
    t('console.title'),
  );

  const failure = board.error ?? me.error;
  if (isSignedOut(failure)) return <Navigate to={consolePaths.login()} replace />;
  const heading = t('console.board.heading', { store: store?.name ?? sid });
  if (failure) {
    // The API's own words (e.g. 403 您沒有這家店的後台權限…), under the header: its store switcher and 登出 stay.
    return (
      <main className="min-h-dvh bg-gray-100 px-4 py-3">
        <ConsoleHeader sid={sid} me={me.data} heading={heading} />
        <p role="alert" className="mb-2 rounded bg-red-50 px-3 py-2 text-red-800">
          {toApiError(failure).message}
        </p>
      </main>
    );
  }

  return (
    <main className="min-h-dvh bg-gray-100 px-4 py-3">
      <ConsoleHeader sid={sid} me={me.data} heading={heading}>
        <span role="status" className={`text-sm ${connected ? 'text-emerald-800' : 'text-amber-900'}`}>
          {connected ? t('console.board.live') : t('console.board.reconnecting')}
        </span>
      </ConsoleHeader>
      {(board.data?.columns.scheduled.count ?? 0) > 0 && (
        <p className="mb-2 text-sm text-gray-800">
          <Link
            to={consolePaths.scheduled(sid)}
            className="font-semibold text-brand-dark underline underline-offset-4"
            data-testid="scheduled-link"
          >
            {t('console.board.scheduled', {
              count: board.data?.columns.scheduled.count ?? 0,
              minutes: leadMinutes,
            })}
          </Link>
        </p>
      )}
      {error && (
        <p role="alert" className="mb-2 rounded bg-red-50 px-3 py-2 text-red-800">
          {error}
        </p>
      )}
      <div className="grid grid-cols-4 gap-3">
        {COLUMNS.map((stage) => (
          <BoardColumn
            key={stage}
            sid={sid}
            stage={stage}
            first={board.data?.columns[stage]}
            nowMs={nowMs}
            alertMinutes={alertMinutes}
            leadMinutes={leadMinutes}
            busy={act.isPending}
            onAction={(order, action, body) => act.mutate({ order, action, body })}
          />
        ))}
      </div>
    </main>
  );
}
