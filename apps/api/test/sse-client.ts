/**
 * A test's reader of a server-sent event stream (apps/api/src/lib/sse.ts: the store's board, the diner's order
 * page, the member's order history): it collects each `id:` + `data:` event as it arrives and wakes whoever
 * waits for a number of them, so a stream test waits on the events themselves, never on a fixed sleep.
 */

/** One event as the stream sent it: the SSE id and the parsed JSON data. */
export interface SseEvent<T> {
  id: number;
  data: T;
}

/** An open stream being read. */
export interface EventStream<T> {
  /** Every event received so far, in the order it arrived. */
  readonly events: readonly SseEvent<T>[];
  /**
   * Resolves with a copy of the events received so far once at least `count` have arrived, or when the stream
   * ended, or after `timeoutMs` (then with fewer: the caller's assertion shows what is missing).
   */
  received(count: number, timeoutMs: number): Promise<SseEvent<T>[]>;
  /** Stops reading (cancels the body, so the server sees the client go). */
  close(): Promise<void>;
}

/**
 * Starts reading `res` (a fetch Response of a text/event-stream) in the background. Comments (`: keep-alive`)
 * and the `retry:` line are skipped; a block without both an id and data is not an event.
 */
export function readEventStream<T>(res: Response): EventStream<T> {
  if (!res.body) throw new Error(`no event stream: ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const events: SseEvent<T>[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const wakeAll = () => {
    for (const wake of [...waiters]) wake();
  };

  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /^id: (\d+)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (id && data) events.push({ id: Number(id), data: JSON.parse(data) as T });
        }
        wakeAll();
      }
    } catch {
      // Cancelled by close() or the connection aborted: the stream has ended either way.
    } finally {
      ended = true;
      wakeAll();
    }
  })();

  return {
    events,
    received(count, timeoutMs) {
      return new Promise((resolve) => {
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(check);
          resolve(events.slice());
        };
        const check = () => {
          if (events.length >= count || ended) finish();
        };
        const timer = setTimeout(finish, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => reader.cancel().catch(() => undefined),
  };
}
