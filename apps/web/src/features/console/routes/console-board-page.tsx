/**
 * /console/{sid}/orders: the live order board. Columns 新訂單 (newest first), 製作中 (accepted)
 * and 可取餐 (READY; soonest due first) and 已完成 (today), each with its true count and a page of cards at a
 * time (BoardColumn, 載入更多), so nothing is hidden however many orders are open; new orders arrive live at the
 * top of 新訂單 (server-sent events, catch-up from the last event id) with a chime and a title badge that clears
 * when the window gets focus. Each event refreshes the board and every column's loaded pages. A new order not
 * accepted within the store's unaccepted_orders.alert_minutes (default 5) turns red with 逾時未接單 and chimes
 * once more (the clock ticks, so it turns without an event). Orders for later wait under 預約 (its own page,
 * linked with its count) and arrive in 新訂單 at the store's lead time, with a chime (hooks/use-live-board.ts).
 *
 * The header row finds and filters (docs/features.md "Store console"): 搜尋訂單 by number, the phone's last
 * digits or the name replaces the columns with the matching cards while text is typed (GET …/orders/search: open
 * orders of any day and the last 7 days' completed and cancelled ones); the chips 全部 / 外帶 / 內用 / 外送 / 宅配
 * (the types the store offers) show one order type, counts included; 已取消 (with today's count) opens today's
 * cancelled orders with their reasons. Each is kept in the URL (?q=, ?type=2, ?view=cancelled), so a reload
 * keeps it; a live event or an action refreshes the results as it refreshes the columns.
 */
import {
  BOARD_ORDER_TYPES,
  type BoardStage,
  type ConsoleOrder,
  consolePaths,
  isOverdueUnaccepted,
  ORDER_SEARCH_LIMIT,
  ORDER_SEARCH_TEXT,
  type OrderLiveEvent,
  orderTypeName,
} from '@iding/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { consoleKeys } from '../../../api/query-keys';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { searchOrders } from '../api/console-api';
import { BoardColumn } from '../components/board-column';
import { ConsoleHeader } from '../components/console-header';
import type { OrderActionHandler } from '../components/order-actions';
import { OrderCard } from '../components/order-card';
import { SoundBanner } from '../components/sound-banner';
import { useAutoPrint } from '../hooks/use-auto-print';
import { playChime } from '../hooks/use-board-events';
import { isSignedOut, useConsoleMe } from '../hooks/use-console-me';
import { useLiveBoard } from '../hooks/use-live-board';
import { useOrderNotifications } from '../hooks/use-order-notifications';

const COLUMNS: Exclude<BoardStage, 'cancelled'>[] = ['new', 'preparing', 'ready', 'completed'];
/** How long typing pauses before the search runs (and the URL keeps the text). */
const SEARCH_DEBOUNCE_MS = 300;

/** The order type of `?type=` (0–3), or undefined for 全部 (absent or not a type the board filters on). */
function orderTypeParam(value: string | null): number | undefined {
  const type = value !== null && /^\d$/.test(value) ? Number(value) : undefined;
  return type !== undefined && (BOARD_ORDER_TYPES as readonly number[]).includes(type) ? type : undefined;
}

export function ConsoleBoardPage() {
  const { t } = useTranslation();
  const { sid = '' } = useParams();
  const { me, store } = useConsoleMe(sid);
  const [unseen, setUnseen] = useState(0);
  // Below lg (a tablet or phone) one column at a time, chosen in the sticky bar; from lg all four side by side.
  const [shownColumn, setShownColumn] = useState<(typeof COLUMNS)[number]>('new');
  const notifications = useOrderNotifications();
  const { notify } = notifications;
  const autoPrint = useAutoPrint(sid);
  const { print } = autoPrint;
  const storeName = store?.name ?? sid;
  const onEvent = useCallback(
    (event: OrderLiveEvent) => {
      if (event.kind === 'created') {
        playChime();
        if (!document.hasFocus()) setUnseen((n) => n + 1);
        notify(event.order_id, t('console.notify.title', { store: storeName }), t('console.notify.body'));
        print(event.order_id);
      }
    },
    [notify, print, storeName, t],
  );
  const [params, setParams] = useSearchParams();
  const orderType = orderTypeParam(params.get('type'));
  const q = (params.get('q') ?? '').trim();
  const showCancelled = params.get('view') === 'cancelled';
  /** Sets (or with null removes) search params, replacing the history entry: a filter is not a page. */
  const setParam = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const { board, settings, alertMinutes, leadMinutes, nowMs, connected, act, error } = useLiveBoard(
    sid,
    onEvent,
    orderType,
  );
  const found = useQuery({
    queryKey: consoleKeys.boardSearch(sid, q, orderType),
    queryFn: ({ signal }) => searchOrders(sid, { q, order_type: orderType }, signal),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });

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

  const onAction = (order: ConsoleOrder, ...args: Parameters<OrderActionHandler>) =>
    act.mutate({ order, action: args[0], body: args[1] });
  const offered = settings.data?.app_settings?.OrderTypes;
  // The types the store offers (every type while its settings load), and the chosen one even if no longer offered.
  const types = BOARD_ORDER_TYPES.filter((type) => !offered || offered.includes(type) || type === orderType);

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

  // From lg the board fills the screen (its columns scroll on their own); search results and 已取消 scroll the page.
  const fitsScreen = q === '' && !showCancelled;
  return (
    <main
      className={`min-h-dvh bg-gray-100 px-4 py-3 ${fitsScreen ? 'lg:flex lg:h-dvh lg:flex-col lg:pb-0' : ''}`}
    >
      <ConsoleHeader sid={sid} me={me.data} heading={heading}>
        <span role="status" className={`text-sm ${connected ? 'text-emerald-800' : 'text-amber-900'}`}>
          {connected ? t('console.board.live') : t('console.board.reconnecting')}
        </span>
        <label className="flex min-h-11 items-center gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            className="size-5"
            checked={autoPrint.on}
            onChange={(event) => autoPrint.toggle(event.target.checked)}
          />
          {t('console.board.autoPrint')}
        </label>
        {notifications.permission === 'default' && (
          <button type="button" className="btn-secondary" onClick={() => void notifications.ask()}>
            {t('console.notify.enable')}
          </button>
        )}
      </ConsoleHeader>
      <SoundBanner />
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
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <SearchBox initial={q} onSearch={(text) => setParam({ q: text || null })} />
        <fieldset className="flex flex-wrap items-center gap-1.5">
          <legend className="sr-only">{t('console.board.filter.label')}</legend>
          <Chip pressed={orderType === undefined} onClick={() => setParam({ type: null })}>
            {t('console.board.filter.all')}
          </Chip>
          {types.map((type) => (
            <Chip key={type} pressed={orderType === type} onClick={() => setParam({ type: String(type) })}>
              {orderTypeName(type)}
            </Chip>
          ))}
        </fieldset>
        <Chip
          pressed={showCancelled}
          onClick={() => setParam({ view: showCancelled ? null : 'cancelled' })}
          testId="cancelled-tab"
        >
          {t('console.board.cancelledTab', {
            count: (board.data?.columns.cancelled.count ?? 0).toLocaleString('zh-TW'),
          })}
        </Chip>
      </div>
      {q !== '' ? (
        <section aria-labelledby="search-results" aria-busy={found.isFetching}>
          <h2 id="search-results" className="mb-1 font-bold">
            {found.data
              ? t('console.board.search.results', { count: found.data.orders.length })
              : t('console.board.search.searching')}
          </h2>
          <p className="mb-2 text-sm text-gray-700">{t('console.board.search.scope')}</p>
          {found.error && (
            <p role="alert" className="mb-2 rounded bg-red-50 px-3 py-2 text-red-800">
              {toApiError(found.error).message}
            </p>
          )}
          {found.data?.orders.length === ORDER_SEARCH_LIMIT.default && (
            <p className="mb-2 text-sm font-semibold text-amber-900">
              {t('console.board.search.capped', { count: ORDER_SEARCH_LIMIT.default })}
            </p>
          )}
          {found.data?.orders.length === 0 && (
            <p role="status" className="rounded bg-white px-3 py-6 text-center text-gray-800">
              {t('console.board.search.none')}
            </p>
          )}
          <div className="grid grid-cols-1 gap-2 md:grid-cols-3 xl:grid-cols-4" data-testid="search-results">
            {found.data?.orders.map((order) => (
              <OrderCard
                key={order.id}
                sid={sid}
                order={order}
                nowMs={nowMs}
                alertMinutes={order.stage === 'new' ? alertMinutes : undefined}
                leadMinutes={leadMinutes}
                busy={act.isPending}
                showStage
                onAction={(action, body) => onAction(order, action, body)}
              />
            ))}
          </div>
        </section>
      ) : showCancelled ? (
        <BoardColumn
          sid={sid}
          stage="cancelled"
          orderType={orderType}
          layout="grid"
          first={board.data?.columns.cancelled}
          nowMs={nowMs}
          busy={act.isPending}
          onAction={onAction}
        />
      ) : (
        <>
          <nav
            aria-label={t('console.board.columnPicker')}
            className="sticky top-0 z-10 -mx-4 mb-2 flex gap-1.5 overflow-x-auto bg-gray-100 px-4 py-2 lg:hidden"
          >
            {COLUMNS.map((stage) => (
              <button
                key={stage}
                type="button"
                aria-pressed={shownColumn === stage}
                onClick={() => setShownColumn(stage)}
                className={`min-h-11 shrink-0 rounded-full px-4 font-semibold whitespace-nowrap ${shownColumn === stage ? 'bg-brand-dark text-white' : 'bg-white text-gray-900 ring-1 ring-gray-300'}`}
              >
                {t(`console.board.columns.${stage}`)}{' '}
                <span className="tabular-nums">
                  ({(board.data?.columns[stage].count ?? 0).toLocaleString('zh-TW')})
                </span>
              </button>
            ))}
          </nav>
          {/* From lg each column scrolls on its own under its heading; the page itself does not scroll. */}
          <div className="grid grid-cols-1 gap-3 lg:min-h-0 lg:flex-1 lg:grid-cols-4">
            {COLUMNS.map((stage) => (
              <BoardColumn
                key={stage}
                sid={sid}
                stage={stage}
                orderType={orderType}
                hiddenBelowLg={shownColumn !== stage}
                first={board.data?.columns[stage]}
                nowMs={nowMs}
                alertMinutes={alertMinutes}
                leadMinutes={leadMinutes}
                busy={act.isPending}
                onAction={onAction}
              />
            ))}
          </div>
        </>
      )}
    </main>
  );
}

/** A toggle of the board's header row (an order-type chip, 已取消). */
function Chip({
  pressed,
  onClick,
  testId,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      data-testid={testId}
      onClick={onClick}
      className={`rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap ${pressed ? 'bg-brand-dark text-white' : 'bg-white text-gray-900 ring-1 ring-gray-300'}`}
    >
      {children}
    </button>
  );
}

/**
 * 搜尋訂單: the text runs the search once typing pauses (SEARCH_DEBOUNCE_MS), Enter at once, and the clear button
 * ends it at once. `initial` is the URL's text: when it changes elsewhere (back, a link) the box shows it.
 */
function SearchBox({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const [shown, setShown] = useState(initial);
  if (initial !== shown) {
    setShown(initial);
    if (initial !== text.trim()) setText(initial);
  }
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === initial) return;
    const timer = setTimeout(() => latest.current(trimmed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, initial]);

  return (
    <search className="flex items-center gap-1.5">
      <label htmlFor="order-search" className="text-sm font-semibold">
        {t('console.board.search.label')}
      </label>
      <input
        id="order-search"
        type="search"
        value={text}
        maxLength={ORDER_SEARCH_TEXT.max}
        placeholder={t('console.board.search.placeholder')}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSearch(text.trim());
        }}
        // The browser's own clear (×) would stand beside 清除搜尋: one clear button, the labelled one.
        className="w-60 rounded border border-gray-300 bg-white px-2 py-1 [&::-webkit-search-cancel-button]:appearance-none"
      />
      {text !== '' && (
        <button
          type="button"
          className="rounded px-2 py-1 text-sm font-semibold text-gray-800 ring-1 ring-gray-300"
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          {t('console.board.search.clear')}
        </button>
      )}
    </search>
  );
}
