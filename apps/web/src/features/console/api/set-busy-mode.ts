/**
 * PUT /api/console/stores/{sid}/busy_mode (any staff member): busy mode on or off with its
 * extra minutes and per-slot cap.
 * @throws ApiError validation_error (400, zh-TW message) | unauthorized (401) | forbidden (403: 您沒有這家店的後台權限…, a store the staff member does not work at) |
 *   store_not_found (404)
 */
import { type BusyMode, consoleApiPaths } from '@iding/domain';
import { api } from '../../../lib/api-client';

export function setBusyMode(sid: string, body: BusyMode): Promise<BusyMode> {
  return api<BusyMode>(consoleApiPaths.busyMode(sid), { method: 'PUT', body, session: false });
}
