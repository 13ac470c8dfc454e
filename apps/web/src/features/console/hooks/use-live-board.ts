/**
 * What every view of the store's live board shares (the board, 預約): the board as the API lists it, the
 * store's minutes (逾時未接單 alert, 預約 lead), a clock that moves on by itself, the live feed that refreshes
 * the board on every event, and the store's actions on an order with their error.
 */
import {
  type ConsoleOrder,
  DEFAULT_BOARD_SETTINGS,
  DEFAULT_UNACCEPTED_ORDERS,
  liveQueueAt,
  type OrderAction,
  type OrderLiveEvent,
} from '@iding/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { consoleKeys } from '../../../api/query-keys';
import { toApiError } from '../../../lib/api-client';
import { actOnOrder, getBoard } from '../api/console-api';
import { getStoreSettings } from '../api/get-store-settings';
import { playChime, useBoardEvents } from './use-board-events';

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

/**
 * The live board of store `sid`.
 * @param onEvent told of every live event after the board was asked to refresh (a new order's chime).
 * @param orderType the board of one order type only (spec §3 order types 0–3; the board's chips), counts
 *   included; undefined = every type.
 */
export function useLiveBoard(sid: string, onEvent?: (event: OrderLiveEvent) => void, orderType?: number) {
  const queryClient = useQueryClient();
  const board = useQuery({
    queryKey: consoleKeys.boardView(sid, orderType),
    queryFn: ({ signal }) => getBoard(sid, orderType, signal),
    // Another type keeps the board on screen (and its live feed open) until its columns arrive.
    placeholderData: keepPreviousData,
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
  const leadMinutes =
    settings.data?.board?.scheduled_lead_minutes ?? DEFAULT_BOARD_SETTINGS.scheduled_lead_minutes;
  const clock = useClock(CLOCK_TICK_MS);
  // Read when the board was fetched or the clock last moved.
  const nowMs = Math.max(board.dataUpdatedAt, clock);

  // The soonest 預約 order joins the live queue at its lead time without any event: the board is read again
  // then, with a chime as for a new order. Once per order, asked again each tick while the server (its clock a
  // little behind) still lists it under 預約.
  const nextDue = board.data?.columns.scheduled.orders[0];
  const dueAt = nextDue ? liveQueueAt(nextDue, leadMinutes) : null;
  const asked = useRef(new Map<string, number>());
  useEffect(() => {
    if (!nextDue || dueAt === null || nowMs < dueAt) return;
    const last = asked.current.get(nextDue.id);
    if (last !== undefined && nowMs - last < CLOCK_TICK_MS) return;
    if (last === undefined) playChime();
    asked.current.set(nextDue.id, nowMs);
    void queryClient.invalidateQueries({ queryKey: consoleKeys.board(sid) });
  }, [nextDue, dueAt, nowMs, queryClient, sid]);

  const handle = useCallback(
    (event: OrderLiveEvent) => {
      void queryClient.invalidateQueries({ queryKey: consoleKeys.board(sid) });
      onEvent?.(event);
    },
    [queryClient, sid, onEvent],
  );
  const connected = useBoardEvents(sid, board.data?.last_event_id, handle);

  const [error, setError] = useState('');
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

  return { board, settings, alertMinutes, leadMinutes, nowMs, connected, act, error };
}
