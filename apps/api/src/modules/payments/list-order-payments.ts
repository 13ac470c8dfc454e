/**
 * An order's money as the ledger has it (spec §7 GET /api/orders/{orderId}/transactions; spec §3
 * Transaction record types): for the orders module, which checks who may read the order (order-payments.ts).
 */
import type { OrderTransaction } from '@iding/domain';
import type { Db } from '../../db/client';
import { findTransactions } from './payments.queries';

/** The order's captures and refunds in wire shape, oldest first; [] for an order paid at the store. */
export async function listOrderPayments(db: Db, orderId: string): Promise<OrderTransaction[]> {
  return (await findTransactions(db, orderId)).map((row) => ({
    id: row.id,
    type: row.recordType,
    payment_type: row.paymentType,
    amount: row.amountCents / 100,
    created_at: Math.floor(row.createdAt.getTime() / 1000),
  }));
}
