/**
 * 自動列印新訂單 (docs/features.md "Store console"): a setting of this device, not of the store — it belongs to the
 * tablet beside the receipt printer, and a store setting would print every order once per open console. When on,
 * each new order's ticket (the ticket page with `?print=1`, 58 or 80 mm as chosen on this device) loads in a
 * hidden frame that prints it on the default printer: silently where the browser runs with kiosk printing
 * (Chrome's --kiosk-printing, as counter tablets do), else through the print dialog. Each order once per board.
 */
import { consolePaths } from '@iding/domain';
import { useCallback, useRef, useState } from 'react';
import { safeWebStorage } from '../../../lib/persist-storage';

const storage = safeWebStorage('local');
/** How long a ticket's frame stays: long enough for the printer (or the dialog) to take the page. ms. */
const FRAME_MS = 60_000;

const keyOf = (sid: string) => `iding.console.autoPrint.${sid}`;

/** The switch of this device for store `sid`, and `print(orderId)` for a new order. */
export function useAutoPrint(sid: string) {
  // Web Storage answers at once (zustand's type also allows a promise).
  const [on, setOn] = useState(() => (storage.getItem(keyOf(sid)) as string | null) === '1');
  const printed = useRef(new Set<string>());
  const toggle = useCallback(
    (value: boolean) => {
      setOn(value);
      void storage.setItem(keyOf(sid), value ? '1' : '0');
    },
    [sid],
  );
  const print = useCallback(
    (orderId: string) => {
      if (!on || printed.current.has(orderId)) return;
      printed.current.add(orderId);
      const frame = document.createElement('iframe');
      frame.src = consolePaths.ticket(sid, orderId, true);
      frame.title = orderId;
      frame.dataset.autoPrint = orderId;
      frame.tabIndex = -1;
      frame.setAttribute('aria-hidden', 'true');
      // Out of sight, not display:none (a frame that is not rendered may print nothing).
      frame.style.cssText = 'position:fixed;right:0;bottom:0;width:1px;height:1px;border:0;opacity:0';
      document.body.append(frame);
      setTimeout(() => frame.remove(), FRAME_MS);
    },
    [on, sid],
  );
  return { on, toggle, print };
}
