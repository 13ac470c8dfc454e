/**
 * `npm run maintenance -- on|off [--link URL]`: switches the provider stable-status (spec §2 maintenance).
 * While on, every diner is sent to /maintenance?link=URL; off sends them back.
 *
 * Writes the setting in the server's database (DATABASE_URL, or PGlite in DATA_DIR). When a running PGlite
 * server holds DATA_DIR, it asks that server instead, through the loopback control endpoint whose port and
 * token the server wrote to DATA_DIR/control.json.
 * Exit codes: 0 switched, 1 failed (message says why), 2 usage.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { DataDirLockedError, openDatabase } from '../db/client';
import { callRunningServer } from '../lib/control-file';
import { type StableStatus, setMaintenance, ZBrandLink } from '../modules/system/maintenance';

const USAGE = 'usage: npm run maintenance -- on|off [--link https://…]';

async function main(): Promise<number> {
  let parsed: ReturnType<typeof parseArgs<{ options: { link: { type: 'string' } }; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ options: { link: { type: 'string' } }, allowPositionals: true });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [mode, ...rest] = parsed.positionals;
  if ((mode !== 'on' && mode !== 'off') || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const on = mode === 'on';
  let link: string | null = null;
  if (parsed.values.link !== undefined) {
    const checked = ZBrandLink.safeParse(parsed.values.link);
    if (!checked.success) {
      console.error(`✖ --link: ${checked.error.issues[0]?.message}`);
      return 2;
    }
    link = checked.data;
  }

  const config = loadConfig();
  let status: StableStatus;
  try {
    const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
    try {
      status = await setMaintenance(database.db, on, link);
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    try {
      status = await callRunningServer<StableStatus>(config.DATA_DIR, 'PUT', '/internal/maintenance', {
        on,
        link,
      });
    } catch (inner) {
      console.error(`✖ ${(inner as Error).message}`);
      return 1;
    }
  }
  console.log(
    status.status === 1
      ? `Maintenance ON: diners are sent to /maintenance${status.brand_link ? `?link=${encodeURIComponent(status.brand_link)}` : ''}`
      : 'Maintenance OFF: diners order as usual',
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
