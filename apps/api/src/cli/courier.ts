/**
 * `npm run courier -- ORDER_ID pickup|dropoff|delivered|cancel [REASON]`: moves a sandbox delivery along
 * (issue #12 §1; spec §4 Delivery status), as a courier of the sandbox platform would. REASON (cancel only)
 * is 1–17 or its key, e.g. NO_COURIER (spec §4 cancellation reasons).
 *
 * Writes the server's database (DATABASE_URL, or PGlite in DATA_DIR). When a running PGlite server holds
 * DATA_DIR, it asks that server instead, through the loopback control endpoint whose port and token the
 * server wrote to DATA_DIR/control.json (as `npm run maintenance` does).
 * Exit codes: 0 moved, 1 refused or failed (message says why), 2 usage.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DELIVERY_CANCEL_REASONS,
  DELIVERY_EVENTS,
  type DeliveryEvent,
  findCancelReason,
} from '@iding/domain';
import { loadConfig } from '../config';
import { DataDirLockedError, openDatabase } from '../db/client';
import { ApiError } from '../lib/api-error';
import { CONTROL_FILE, type ControlFile } from '../lib/control-file';
import { advanceDelivery, type DeliveryState } from '../modules/delivery/advance-delivery';

const USAGE =
  'usage: npm run courier -- ORDER_ID pickup|dropoff|delivered|cancel [REASON]\n' +
  `  REASON (cancel only): ${DELIVERY_CANCEL_REASONS.map((r) => `${r.code} ${r.key}`).join(', ')}`;

async function viaRunningServer(
  dataDir: string,
  orderId: string,
  event: DeliveryEvent,
  reason: string | undefined,
): Promise<DeliveryState> {
  let control: ControlFile;
  try {
    control = JSON.parse(readFileSync(path.join(dataDir, CONTROL_FILE), 'utf8')) as ControlFile;
  } catch {
    throw new Error(
      `${path.resolve(dataDir)} is held by another process that is not an iDing server answering control ` +
        'requests; stop it and run this again.',
    );
  }
  const res = await fetch(`http://127.0.0.1:${control.port}/internal/courier`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-control-token': control.token },
    body: JSON.stringify({ order_id: orderId, event, ...(reason !== undefined ? { reason } : {}) }),
  });
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  if (!res.ok) throw new Error(body.message ?? `the running server refused: ${res.status}`);
  return body as DeliveryState;
}

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
      state = await viaRunningServer(config.DATA_DIR, orderId, event as DeliveryEvent, reason);
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
