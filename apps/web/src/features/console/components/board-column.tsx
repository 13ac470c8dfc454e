/**
 * One column of the store console's board (docs/features.md, Store console): its heading with the column's
 * true count (the API counts it, however many orders are open), its first page of cards from the board, and
 * 載入更多 for the next page (keyset paging, GET …/board/{stage}). Once more was loaded the column keeps its
 * pages in a query under the board's key, so a live event or an action refreshes every loaded page with the
 * board, in order and without gaps. With the board's order-type filter, the column's pages and count are of
 * that type. The 已取消 column (today's cancelled orders, behind the board's 已取消 tab) lays its cards out in
 * a grid across the board.
 */
import type { BoardColumn as BoardColumnData, BoardList, ConsoleOrder } from '@iding/domain';
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { consoleKeys } from '../../../api/query-keys';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { getBoardColumn } from '../api/console-api';
import type { OrderActionHandler } from './order-actions';
import { OrderCard } from './order-card';

export interface BoardColumnProps {
  sid: string;
  stage: BoardList;
  /** The board's order-type filter (spec §3 order types 0–3); undefined = every type. */
  orderType?: number;
  /** 'grid': the column spans the board, its cards side by side (the 已取消 tab). */
  layout?: 'column' | 'grid';
  /** Below lg the board shows one column at a time: hide this one there (from lg every column shows). */
  hiddenBelowLg?: boolean;
  /** The column as the board last read it (first page, count, next_after); undefined while loading. */
  first: BoardColumnData | undefined;
  /** Epoch ms: today's orders show their time alone, others their date too. */
  nowMs: number;
  busy: boolean;
  onAction: (order: ConsoleOrder, ...args: Parameters<OrderActionHandler>) => void;
  /** Minutes after which a card of 新訂單 is 逾時未接單 (the store's setting); undefined = never. */
  alertMinutes?: number;
  /** The store's 預約 lead minutes: an order for later counts as waiting from then (domain liveQueueAt). */
  leadMinutes?: number;
}

export function BoardColumn({
  sid,
  stage,
  orderType,
  layout = 'column',
  hiddenBelowLg = false,
  first,
  nowMs,
  busy,
  onAction,
  alertMinutes,
  leadMinutes,
}: BoardColumnProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = consoleKeys.boardColumn(sid, stage, orderType);
  // Loaded pages belong to one order type: another filter starts again from the board's first page.
  const [expandedFor, setExpandedFor] = useState<number | 'all' | null>(null);
  const expanded = expandedFor === (orderType ?? 'all');
  const setExpanded = () => setExpandedFor(orderType ?? 'all');
  const more = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => getBoardColumn(sid, stage, pageParam, orderType, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_after ?? undefined,
    // Fetched when 載入更多 is pressed, and refreshed (every loaded page) when the board is.
    enabled: expanded,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  const loadMore = () => {
    if (!expanded && first) {
      // The board's first page is the column's first page: only the next one is read.
      queryClient.setQueryData<InfiniteData<BoardColumnData, string | undefined>>(key, {
        pages: [first],
        pageParams: [undefined],
      });
      setExpanded();
    }
    void more.fetchNextPage();
  };

  const pages = expanded ? more.data?.pages : undefined;
  const cards = pages ? pages.flatMap((p) => p.orders) : (first?.orders ?? []);
  const count = first?.count ?? 0;
  const hasMore = pages ? more.hasNextPage : (first?.next_after ?? null) !== null;
  const loading = more.isFetchingNextPage;

  return (
    <section
      aria-labelledby={`col-${stage}`}
      className={
        layout === 'grid'
          ? 'min-w-0'
          : `min-w-0 flex-col lg:flex lg:min-h-0 ${hiddenBelowLg ? 'hidden' : 'flex'}`
      }
    >
      {/* Below lg the column bar above names the column shown; the heading stays for screen readers. */}
      <h2
        id={`col-${stage}`}
        className={layout === 'grid' ? 'mb-2 font-bold' : 'sr-only lg:not-sr-only lg:mb-2 lg:font-bold'}
      >
        {t(`console.board.columns.${stage}`)}{' '}
        <span className="tabular-nums" data-testid={`count-${stage}`}>
          ({count.toLocaleString('zh-TW')})
        </span>
      </h2>
      <div
        className={
          layout === 'grid'
            ? 'grid grid-cols-1 gap-2 md:grid-cols-3 xl:grid-cols-4'
            : // A tablet shows one column, two cards a row; from lg a column of cards scrolling on its own.
              'grid grid-cols-1 content-start gap-2 md:grid-cols-2 lg:flex lg:min-h-0 lg:flex-1 lg:flex-col lg:overflow-y-auto lg:pb-3'
        }
        data-testid={`column-${stage}`}
      >
        {cards.length === 0 && <p className="text-sm text-gray-700">{t('console.board.empty')}</p>}
        {cards.map((order) => (
          <OrderCard
            key={order.id}
            sid={sid}
            order={order}
            nowMs={nowMs}
            alertMinutes={stage === 'new' ? alertMinutes : undefined}
            leadMinutes={leadMinutes}
            busy={busy}
            onAction={(action, body) => onAction(order, action, body)}
          />
        ))}
        {more.error && (
          <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-800">
            {toApiError(more.error).message}
          </p>
        )}
        {hasMore && (
          <button type="button" className="btn-secondary" disabled={loading} onClick={loadMore}>
            {loading
              ? t('console.board.loadingMore')
              : t('console.board.more', { count: Math.max(count - cards.length, 0).toLocaleString('zh-TW') })}
          </button>
        )}
      </div>
    </section>
  );
}
