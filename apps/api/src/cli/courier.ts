/**
 * `npm run courier -- ORDER_ID pickup|dropoff|delivered|cancel [REASON]`: moves a sandbox delivery along
 * (spec §4 Delivery status), as a courier of the sandbox platform would. REASON (cancel only)
 * is 1–17 or its key, e.g. NO_COURIER (spec §4 cancellation reasons).
 *
 * Writes the server's database (DATABASE_URL, or PGlite in DATA_DIR). When a running PGlite server holds
 * DATA_DIR, it asks that server instead, through the loopback control endpoint whose port and token the
 * server wrote to DATA_DIR/control.json (as `npm run maintenance` does).
 * Exit codes: 0 moved, 1 refused or failed (message says why), 2 usage.
 */
import {
  DELIVERY_CANCEL_REASONS,
  DELIVERY_EVENTS,
  type DeliveryEvent,
  findCancelReason,
} from '@iding/domain';
import { loadConfig } from '../config';
import { DataDirLockedError, openDatabase } from '../db/client';
import { ApiError } from '../lib/api-error';
import { callRunningServer } from '../lib/control-file';
import { advanceDelivery, type DeliveryState } from '../modules/delivery/advance-delivery';

const USAGE =
  'usage: npm run courier -- ORDER_ID pickup|dropoff|delivered|cancel [REASON]\n' +
  `  REASON (cancel only): ${DELIVERY_CANCEL_REASONS.map((r) => `${r.code} ${r.key}`).join(', ')}`;

async function main(): Promise<number> {
  const [orderId, event, reason, ...rest] = process.argv.slice(2);
  if (!orderId || !DELIVERY_EVENTS.includes(event as DeliveryEvent) || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  if (
    (event === 'cancel') !== (reason !== undefined) ||
    (reason !== undefined && !findCancelReason(reason))
  ) {
    console.error(
      event === 'cancel'
        ? `✖ cancel needs a known REASON\n${USAGE}`
        : `✖ only cancel takes a REASON\n${USAGE}`,
    );
    return 2;
  }

  const config = loadConfig();
  let state: DeliveryState;
  try {
    try {
      const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
      try {
        state = await advanceDelivery(database.db, orderId, event as DeliveryEvent, reason, Date.now(), {
          sandboxOnly: true,
        });
      } finally {
        await database.close();
      }
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      state = await callRunningServer<DeliveryState>(config.DATA_DIR, 'POST', '/internal/courier', {
        order_id: orderId,
        event,
        ...(reason !== undefined ? { reason } : {}),
      });
    }
  } catch (error) {
    if (error instanceof ApiError || error instanceof Error) {
      console.error(`✖ ${error.message}`);
      return 1;
    }
    throw error;
  }
  const why = state.cancelReasonText ? `（${state.cancelPartyName}：${state.cancelReasonText}）` : '';
  console.log(`Delivery of ${state.orderId}: ${state.statusName}${why}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
