/**
 * Order completed (spec §2 /stores/{sid}/order_completed): the confirmation (components/order-confirmation.tsx)
 * of the order whose id is kept under localStorage `orderId` (spec §9): the diner's last order.
 */
import { useParams } from 'react-router';
import { useLastOrder } from '../../../stores/last-order-store';
import { OrderConfirmation } from '../components/order-confirmation';

export function OrderCompleted() {
  const { sid = '' } = useParams();
  const orderId = useLastOrder((s) => s.orderId) ?? '';
  return <OrderConfirmation sid={sid} orderId={orderId} />;
}
