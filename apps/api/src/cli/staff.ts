/**
 * `npm run staff -- add PHONE|EMAIL STORE owner|staff --password PASSWORD [--name NAME]`:
 * creates a console account (or sets the password of an existing one) and gives it the role at the store
 * (its identifier, e.g. 50lan-xinyi). Like `npm run maintenance`, it writes to the server's database
 * (DATABASE_URL, or PGlite in DATA_DIR) and, when a running PGlite server holds DATA_DIR, asks that server
 * through the loopback control endpoint POST /internal/staff (DATA_DIR/control.json).
 * Exit codes: 0 added, 1 failed (message says why), 2 usage.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { DataDirLockedError, openDatabase } from '../db/client';
import { ApiError } from '../lib/api-error';
import { callRunningServer } from '../lib/control-file';
import { type AddedStaff, addStaff } from '../modules/staff/add-staff';

const USAGE = 'usage: npm run staff -- add PHONE|EMAIL STORE owner|staff --password PASSWORD [--name NAME]';

async function main(): Promise<number> {
  let parsed: ReturnType<
    typeof parseArgs<{
      options: { password: { type: 'string' }; name: { type: 'string' } };
      allowPositionals: true;
    }>
  >;
  try {
    parsed = parseArgs({
      options: { password: { type: 'string' }, name: { type: 'string' } },
      allowPositionals: true,
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [command, account, store, role, ...rest] = parsed.positionals;
  const password = parsed.values.password;
  if (command !== 'add' || !account || !store || !role || rest.length > 0 || !password) {
    console.error(USAGE);
    return 2;
  }
  const input = { account, storeIdentifier: store, role, password, name: parsed.values.name };
  const config = loadConfig();
  let added: AddedStaff;
  try {
    try {
      const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
      try {
        added = await addStaff(database.db, input);
      } finally {
        await database.close();
      }
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      added = await callRunningServer<AddedStaff>(config.DATA_DIR, 'POST', '/internal/staff', {
        account,
        store,
        role,
        password,
        name: parsed.values.name,
      });
    }
  } catch (error) {
    if (error instanceof ApiError || error instanceof Error) {
      console.error(`✖ ${error.message}`);
      return 1;
    }
    throw error;
  }
  console.log(`✔ ${account} is ${added.role} of ${store}: log in at /console/login`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
