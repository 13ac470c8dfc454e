/**
 * Runs every browser journey in e2e/journeys against a real server: the built web app and the API over a
 * fresh PGlite data directory seeded with the demo data. Prints "N passed, N failed"; exits non-zero on failure.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startAppServer } from './app-server';
import { type Journey, launchBrowser, makeContext } from './harness';

const server = await startAppServer();
const { baseUrl } = server;

let passed = 0;
let failed = 0;
try {
  const browser = await launchBrowser();
  const ctx = makeContext(baseUrl, browser);
  const only = process.argv[2];
  const files = readdirSync(path.resolve('e2e/journeys'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))
    .filter((f) => !only || f.includes(only))
    .sort();
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.resolve('e2e/journeys', file)).href)) as {
      default: Journey;
    };
    const started = Date.now();
    try {
      await mod.default.run(ctx);
      passed++;
      console.log(`✓ ${mod.default.name} (${Date.now() - started} ms)`);
    } catch (error) {
      failed++;
      console.error(`✗ ${mod.default.name}\n`, error);
    }
  }
  await browser.close();
} finally {
  await server.stop();
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
