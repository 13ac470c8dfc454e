/**
 * The diner's order, live: follows GET /api/orders/{orderId}/events from the start, so the
 * first events tell the order's state so far (received, accepted with an estimate, ready, …) and every later
 * one arrives within a second of the store's action. EventSource reconnects by itself with Last-Event-ID.
 */
import { consoleApiPaths, type OrderLiveEvent } from '@iding/domain';
import { useEffect, useRef, useState } from 'react';

/** The latest event of the order, or null before any arrived (e.g. an online order not yet paid). */
export function useOrderLive(
  orderId: string,
  onEvent?: (event: OrderLiveEvent) => void,
): OrderLiveEvent | null {
  const [latest, setLatest] = useState<OrderLiveEvent | null>(null);
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    if (!orderId || typeof EventSource === 'undefined') return;
    const source = new EventSource(consoleApiPaths.orderEvents(orderId));
    source.onmessage = (message) => {
      try {
        const event = JSON.parse(message.data) as OrderLiveEvent;
        setLatest(event);
        handler.current?.(event);
      } catch {
        // skipped; the next event carries the state again
      }
    };
    return () => source.close();
  }, [orderId]);
  return latest;
}
