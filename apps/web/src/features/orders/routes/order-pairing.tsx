/**
 * Pairing (spec §2 /stores/{sid}/pairing/{oid}): where a placed 外送 order goes first. It shows the order's
 * confirmation (components/order-confirmation.tsx) while its courier is arranged (spec §7 POST
 * /api/orders/{id}/pairing, asked by the delivery status card: 正在為您安排外送員…), then moves on to order
 * completed, in place: once a courier is booked, or once the server answered that none could be (spec §4
 * "Pairing failure yields paired false": 尚未安排外送員，店家會與您聯絡), or at once for an order that awaits no
 * courier (another type, already paired, not paid yet). The order becomes this browser's last order (spec §9
 * `orderId`) only once the API has shown it to be the caller's; an order that is not (or no order) reads
 * 找不到訂單 with why.
 */
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useOrder } from '../../../api/get-order';
import { awaitsCourier, usePairingAnswered } from '../../../api/pair-order-delivery';
import { paths } from '../../../lib/paths';
import { useLastOrder } from '../../../stores/last-order-store';
import { OrderConfirmation } from '../components/order-confirmation';

export function OrderPairing() {
  const { sid = '', oid = '' } = useParams();
  const navigate = useNavigate();
  const { data: order } = useOrder(oid);
  const answered = usePairingAnswered(oid);
  const done = order !== undefined && (answered || !awaitsCourier(order));
  useEffect(() => {
    if (!done) return;
    useLastOrder.getState().setOrderId(oid);
    void navigate(paths.orderCompleted(sid, oid), { replace: true });
  }, [done, oid, sid, navigate]);
  return <OrderConfirmation sid={sid} orderId={oid} byLink />;
}
