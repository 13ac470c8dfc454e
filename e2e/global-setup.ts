/**
 * Starts the production app once for the run (e2e/app-server.ts: the built apps/web/dist and the API over a
 * fresh PGlite data directory seeded with the demo data) and hands its address to the tests through
 * E2E_BASE_URL (the `baseURL` fixture in e2e/fixtures.ts). The returned function is Playwright's global
 * teardown: it stops the server and deletes its data directory, also after failures.
 */
import { startAppServer } from './app-server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startAppServer();
  process.env.E2E_BASE_URL = server.baseUrl;
  return () => server.stop();
}
