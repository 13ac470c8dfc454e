/**
 * /console/{sid}/orders/{orderId}/ticket: the order's ticket for a receipt printer (docs/features.md "Store
 * console"; the text is ticket.ts's). On screen, a toolbar to pick the paper (58 or 80 mm, remembered on this
 * device), 列印 and 返回; on paper only the ticket: the page size is the paper's width, the order number and
 * type large, black on white. `?print=1` (the board's 列印) opens the browser's print dialog once the ticket is
 * drawn.
 */
import { consolePaths } from '@iding/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { consoleKeys } from '../../../api/query-keys';
import { PageLoading } from '../../../components/page-status';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { safeWebStorage } from '../../../lib/persist-storage';
import { getConsoleOrder } from '../api/get-console-order';
import { isSignedOut, useConsoleMe } from '../hooks/use-console-me';
import { orderTicket, TICKET_WIDTHS, type TicketWidth } from '../ticket';

/** This device's paper width, kept between tickets (storage that never throws: private mode just forgets it). */
const WIDTH_KEY = 'iding.console.ticketWidth';
const storage = safeWebStorage('local');

function savedWidth(): TicketWidth {
  // Web Storage answers at once (zustand's type also allows a promise).
  const saved = Number(storage.getItem(WIDTH_KEY) as string | null);
  return (TICKET_WIDTHS as readonly number[]).includes(saved) ? (saved as TicketWidth) : 80;
}

/** What the printer leaves blank at each edge, millimetres. */
const MARGIN_MM = 4;

export function ConsoleTicketPage() {
  const { t } = useTranslation();
  const { sid = '', orderId = '' } = useParams();
  const [search] = useSearchParams();
  const { me, store } = useConsoleMe(sid);
  const order = useQuery({
    queryKey: consoleKeys.order(sid, orderId),
    queryFn: ({ signal }) => getConsoleOrder(sid, orderId, signal),
    retry: false,
  });
  const [width, setWidth] = useState<TicketWidth>(savedWidth);
  useDocumentTitle(order.data ? `#${order.data.item_name}` : undefined, t('console.ticket.title'));

  const ready = order.data !== undefined && store !== undefined;
  const autoPrint = search.get('print') === '1';
  useEffect(() => {
    if (ready && autoPrint) window.print();
  }, [ready, autoPrint]);

  const failure = order.error ?? me.error;
  if (isSignedOut(failure)) return <Navigate to={consolePaths.login()} replace />;
  if (failure) {
    return (
      <main className="p-4">
        <p role="alert" className="rounded bg-red-50 px-3 py-2 text-red-800">
          {toApiError(failure).message}
        </p>
      </main>
    );
  }
  if (!order.data || !store) return <PageLoading />;
  const ticket = orderTicket(order.data, store.name, Date.now());
  const choose = (w: TicketWidth) => {
    setWidth(w);
    void storage.setItem(WIDTH_KEY, String(w));
  };

  return (
    <main className="min-h-dvh bg-gray-100 p-4 print:bg-white print:p-0">
      {/* The paper: its width is the page's, so the printer neither scales nor cuts the ticket. */}
      <style>{`@page { size: ${width}mm auto; margin: ${MARGIN_MM}mm; }`}</style>
      <div className="mb-4 flex flex-wrap items-center gap-3 print:hidden">
        <Link to={consolePaths.orders(sid)} className="btn-secondary">
          {t('console.ticket.back')}
        </Link>
        <fieldset className="flex items-center gap-2">
          <legend className="sr-only">{t('console.ticket.paper')}</legend>
          {TICKET_WIDTHS.map((w) => (
            <label
              key={w}
              className="flex min-h-11 items-center gap-1.5 rounded-lg bg-white px-3 ring-1 ring-gray-300"
            >
              <input
                type="radio"
                name="ticket-width"
                className="size-5"
                checked={width === w}
                onChange={() => choose(w)}
              />
              {t('console.ticket.width', { mm: w })}
            </label>
          ))}
        </fieldset>
        <button type="button" className="btn-primary" onClick={() => window.print()}>
          {t('console.ticket.print')}
        </button>
      </div>
      <article
        data-testid="ticket"
        className="bg-white p-2 font-mono text-[12pt] leading-snug text-black shadow print:p-0 print:shadow-none"
        style={{ width: `${width - 2 * MARGIN_MM}mm` }}
      >
        <p className="text-center">{ticket.store}</p>
        <h1 className="text-center text-[28pt] leading-tight font-bold" data-testid="ticket-number">
          {ticket.number}
        </h1>
        <p className="text-center text-[16pt] font-bold">{ticket.type}</p>
        {ticket.when.map((w) => (
          <p key={w} className="text-center font-bold">
            {w}
          </p>
        ))}
        <Rule />
        <ul data-testid="ticket-lines">
          {ticket.lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a ticket's lines never move
            <li key={i} className={line.startsWith('  ') ? 'pl-[2ch]' : 'font-bold'}>
              {line.trim()}
            </li>
          ))}
        </ul>
        {ticket.notes.length > 0 && (
          <>
            <Rule />
            {ticket.notes.map((n) => (
              <p key={n} className="font-bold break-words">
                {n}
              </p>
            ))}
          </>
        )}
        <Rule />
        {ticket.footer.map((f) => (
          <p key={f} className="break-words">
            {f}
          </p>
        ))}
      </article>
    </main>
  );
}

/** A dashed rule between a ticket's blocks (prints on thermal paper, unlike a background). */
function Rule() {
  return <hr className="my-1.5 border-0 border-t border-dashed border-black" />;
}
