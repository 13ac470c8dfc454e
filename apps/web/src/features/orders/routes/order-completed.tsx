/**
 * Order completed (spec §2 /stores/{sid}/order_completed): the confirmation (components/order-confirmation.tsx)
 * of the order the URL names (`?order_id=`, paths.orderCompleted), so each placed order keeps its own page;
 * without it, the order kept under localStorage `orderId` (spec §9): the diner's last order. The API answers
 * the order only to its owner (ADR 003) or a browser granted it by 查詢訂單 (ADR 028).
 */
import { useParams, useSearchParams } from 'react-router';
import { useLastOrder } from '../../../stores/last-order-store';
import { OrderConfirmation } from '../components/order-confirmation';

export function OrderCompleted() {
  const { sid = '' } = useParams();
  const [search] = useSearchParams();
  const named = search.get('order_id');
  const lastOrderId = useLastOrder((s) => s.orderId) ?? '';
  return <OrderConfirmation sid={sid} orderId={named ?? lastOrderId} byLink={named !== null} />;
}
