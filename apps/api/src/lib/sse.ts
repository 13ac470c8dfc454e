/**
 * Server-sent events on a hijacked Fastify reply (docs/features.md "Store console"). Sends `id:` + `data:`
 * per event (JSON), a comment every `keepAliveMs` so proxies keep the connection open, and `retry:` so a
 * browser's EventSource reconnects after a second (sending Last-Event-ID, which the routes pass to the
 * follower).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The Last-Event-ID a reconnecting client sent (header, or `last_event_id` in the query for a first load). */
export function lastEventIdOf(request: FastifyRequest, fromQuery: number | undefined): number {
  const header = Number(request.headers['last-event-id']);
  if (Number.isInteger(header) && header >= 0) return header;
  return fromQuery ?? 0;
}

/**
 * Opens an event stream on `reply` and starts `start(send)`; calls the stop it returns when the client goes.
 * @param start begins following and returns its stop function.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  start: (send: (id: number, data: unknown) => void) => () => void,
  keepAliveMs = 15_000,
): void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    // The headers the hooks set so far (security headers, cookies): a hijacked reply does not write them.
    ...(reply.getHeaders() as Record<string, string | string[]>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write('retry: 1000\n\n');
  const send = (id: number, data: unknown) => {
    if (!res.writableEnded) res.write(`id: ${id}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const stop = start(send);
  const keepAlive = setInterval(() => {
    if (!res.writableEnded) res.write(': keep-alive\n\n');
  }, keepAliveMs);
  keepAlive.unref();
  request.raw.socket.setTimeout(0);
  const close = () => {
    clearInterval(keepAlive);
    stop();
  };
  res.on('close', close);
}
