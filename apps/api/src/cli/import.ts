/**
 * `npm run import -- FILE`: validates the whole file first and imports nothing if anything is wrong,
 * printing every problem with its path; on success imports in one transaction and prints what it created.
 * Uses the server's DATABASE_URL / DATA_DIR; refuses, with the lock message, a PGlite data
 * directory held by a running server. Format and rules: data/README.md.
 * Exit codes: 0 imported, 1 nothing imported (bad file, locked directory, database error), 2 usage.
 */
import { readFile } from 'node:fs/promises';
import { loadConfig } from '../config';
import { DataDirLockedError, openDatabase } from '../db/client';
import { importCatalog } from '../modules/catalog-import/import-catalog';
import { formatIssues, parseImportFile } from '../modules/catalog-import/import-format';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run import -- FILE.json');
    return 2;
  }
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    console.error(`✖ cannot read ${file} as JSON: ${(error as Error).message}`);
    return 1;
  }
  const parsed = parseImportFile(json);
  if (!parsed.success) {
    const problems = formatIssues(parsed.error);
    console.error(`✖ ${file} has ${problems.length} problem(s); nothing was imported:`);
    for (const line of problems) console.error(`  ${line}`);
    return 1;
  }
  const config = loadConfig();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`✖ ${error.message}`);
      return 1;
    }
    throw error;
  }
  try {
    const started = Date.now();
    const counts = await importCatalog(database.db, parsed.data, {
      onProgress: (done, total, name) =>
        process.stderr.write(`  [${done}/${total}] ${Math.round((done / total) * 100)}% ${name}\n`),
    });
    console.log(
      `✔ imported ${counts.brands} brands, ${counts.stores} stores, ${counts.categories} categories, ` +
        `${counts.entrees} entrees, ${counts.optionGroups} option groups, ${counts.options} options` +
        `${counts.banners != null ? `, ${counts.banners} banners` : ''} in ${Date.now() - started} ms`,
    );
    return 0;
  } catch (error) {
    // E.g. an id already used by another store's menu: the transaction rolled back, say so plainly.
    console.error(`✖ import failed; nothing was imported: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
