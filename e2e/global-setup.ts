/**
 * Starts the production app once for the run (e2e/app-server.ts: the built apps/web/dist and the API over a
 * fresh PGlite data directory seeded with the demo data) and hands its address to the tests through
 * E2E_BASE_URL (the `baseURL` fixture in e2e/fixtures/index.ts), and its data directory through E2E_DATA_DIR. The returned function is Playwright's global
 * teardown: it stops the server and deletes its data directory, also after failures.
 */
import { startAppServer } from './app-server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startAppServer();
  process.env.E2E_BASE_URL = server.baseUrl;
  // For journeys that act as the operator (npm run courier against the running server).
  process.env.E2E_DATA_DIR = server.dataDir;
  return () => server.stop();
}
