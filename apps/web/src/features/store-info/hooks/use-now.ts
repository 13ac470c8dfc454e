/**
 * The current instant (epoch ms), refreshed every minute, so today's row, the holiday of today and the next
 * opening time follow the Asia/Taipei clock on a page left open across midnight (spec §3 business_hour).
 */
import { useEffect, useState } from 'react';

/** Epoch ms now, re-read every `intervalMs` (default one minute) so Taipei-day rules follow the clock (spec §3). */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
