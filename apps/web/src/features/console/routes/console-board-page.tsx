/**
 * /console/{sid}/orders: the live order board. Columns 新訂單 (newest first), 製作中 (accepted)
 * and 可取餐 (READY; soonest due first) and 已完成 (today), each with its true count and a page of cards at a
 * time (BoardColumn, 載入更多), so nothing is hidden however many orders are open; new orders arrive live at the
 * top of 新訂單 (server-sent events, catch-up from the last event id) with a chime and a title badge that clears
 * when the window gets focus. Each event refreshes the board and every column's loaded pages. A new order not
 * accepted within the store's unaccepted_orders.alert_minutes (default 5) turns red with 逾時未接單 and chimes
 * once more (the clock ticks every CLOCK_TICK_MS, so it turns without an event).
 */
import {
  type BoardStage,
  type ConsoleOrder,
  consolePaths,
  DEFAULT_UNACCEPTED_ORDERS,
  isOverdueUnaccepted,
  type OrderAction,
  type OrderLiveEvent,
} from '@iding/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { consoleKeys } from '../../../api/query-keys';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { actOnOrder, getBoard } from '../api/console-api';
import { getStoreSettings } from '../api/get-store-settings';
import { BoardColumn } from '../components/board-column';
import { ConsoleHeader } from '../components/console-header';
import { playChime, useBoardEvents } from '../hooks/use-board-events';
import { isSignedOut, useConsoleMe } from '../hooks/use-console-me';

const COLUMNS: Exclude<BoardStage, 'cancelled'>[] = ['new', 'preparing', 'ready', 'completed'];
/** How often the board's clock moves on, so a waiting order turns 逾時未接單 without an event. */
const CLOCK_TICK_MS = 15_000;

/** Epoch ms now, moved on every `tickMs`. */
function useClock(tickMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}

export function ConsoleBoardPage() {
  const { t } = useTranslation();
  const { sid = '' } = useParams();
  const queryClient = useQueryClient();
  const { me, store } = useConsoleMe(sid);
  const board = useQuery({
    queryKey: consoleKeys.board(sid),
    queryFn: ({ signal }) => getBoard(sid, signal),
    retry: false,
  });
  // Any staff member reads the settings; while they load (or if refused) the default minutes apply.
  const settings = useQuery({
    queryKey: consoleKeys.settings(sid),
    queryFn: ({ signal }) => getStoreSettings(sid, signal),
    retry: false,
  });
  const alertMinutes =
    settings.data?.unaccepted_orders?.alert_minutes ?? DEFAULT_UNACCEPTED_ORDERS.alert_minutes;
  const clock = useClock(CLOCK_TICK_MS);
  const [unseen, setUnseen] = useState(0);
  const [error, setError] = useState('');

  // Read when the board was fetched or the clock last moved: a card shows the date of an order due on another
  // day, and a new order turns 逾時未接單 once alertMinutes have passed.
  const nowMs = Math.max(board.dataUpdatedAt, clock);
  // Each order chimes once when it turns 逾時未接單 (one chime however many turn at once).
  const alerted = useRef(new Set<string>());
  const newOrders = board.data?.columns.new.orders;
  useEffect(() => {
    const turned = (newOrders ?? []).filter(
      (o) => isOverdueUnaccepted(o, nowMs, alertMinutes) && !alerted.current.has(o.id),
    );
    if (turned.length === 0) return;
    for (const o of turned) alerted.current.add(o.id);
    playChime();
  }, [newOrders, nowMs, alertMinutes]);

  const onEvent = useCallback(
    (event: OrderLiveEvent) => {
      if (event.kind === 'created') {
        playChime();
        if (!document.hasFocus()) setUnseen((n) => n + 1);
      }
      void queryClient.invalidateQueries({ queryKey: consoleKeys.board(sid) });
    },
    [queryClient, sid],
  );
  const connected = useBoardEvents(sid, board.data?.last_event_id, onEvent);
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

  const act = useMutation({
    mutationFn: (v: {
      order: ConsoleOrder;
      action: OrderAction;
      body?: { estimate_minutes?: number; reason?: string };
    }) => actOnOrder(sid, v.order.id, v.action, v.body),
    onSuccess: () => {
      setError('');
      return queryClient.invalidateQueries({ queryKey: consoleKeys.board(sid) });
    },
    onError: (e) => {
      setError(toApiError(e).message);
      return queryClient.invalidateQueries({ queryKey: consoleKeys.board(sid) });
    },
  });

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
            busy={act.isPending}
            onAction={(order, action, body) => act.mutate({ order, action, body })}
          />
        ))}
      </div>
    </main>
  );
}
