/**
 * The maintenance switch behind the provider stable-status check (spec §2 "Maintenance", §7 "Provider
 * stable-status"). Status 1 sends every diner to /maintenance?link=brand_link until it is switched off.
 */
import { z } from 'zod';
import type { Db } from '../../db/client';
import { readSetting, writeSetting } from './system.queries';

const SETTING_KEY = 'maintenance';

/** GET /api/provider/stable_status body: status 1 = under maintenance, 0 = normal. */
export const ZStableStatus = z.object({
  status: z.union([z.literal(0), z.literal(1)]).describe('1 = under maintenance (spec §2), 0 = normal'),
  brand_link: z
    .string()
    .nullable()
    .describe('Where the maintenance page points diners meanwhile (http/https)'),
});
export type StableStatus = z.infer<typeof ZStableStatus>;

/** A brand link must be an absolute http(s) URL: the web client puts it in a link on the maintenance page. */
export const ZBrandLink = z
  .string()
  .max(500)
  .url('連結格式錯誤')
  .refine((u) => /^https?:\/\//i.test(u), '連結必須是 http 或 https 網址');

/** The current status; a never-set switch is status 0 (normal). */
export async function getStableStatus(db: Db): Promise<StableStatus> {
  const parsed = ZStableStatus.safeParse(await readSetting(db, SETTING_KEY));
  return parsed.success ? parsed.data : { status: 0, brand_link: null };
}

/**
 * Switches maintenance on or off.
 * @param link optional brand link shown on the maintenance page (validated with ZBrandLink by callers).
 */
export async function setMaintenance(db: Db, on: boolean, link: string | null): Promise<StableStatus> {
  const value: StableStatus = { status: on ? 1 : 0, brand_link: link };
  await writeSetting(db, SETTING_KEY, value);
  return value;
}
