/**
 * Desktop notifications of new orders while the board is in the background (docs/features.md "Store
 * console"): only with the store's permission (the browser asks once, after a tap on 開啟桌面通知), only while
 * the tab is hidden (in front, the chime and the card say it), one per order; a click brings the board back.
 */
import { useCallback, useState } from 'react';

type Permission = NotificationPermission | 'unsupported';

const current = (): Permission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

export function useOrderNotifications() {
  const [permission, setPermission] = useState<Permission>(current);
  /** Asks the browser for permission (call from a tap: browsers ignore a request without one). */
  const ask = useCallback(async () => {
    if (typeof Notification === 'undefined') return;
    setPermission(await Notification.requestPermission());
  }, []);
  /** Shows `title` and `body` for order `orderId` when allowed and the board is not in front. */
  const notify = useCallback((orderId: string, title: string, body: string) => {
    if (current() !== 'granted' || !document.hidden) return;
    const note = new Notification(title, { body, tag: `order-${orderId}` });
    note.onclick = () => {
      window.focus();
      note.close();
    };
  }, []);
  return { permission, ask, notify };
}
