/**
 * `npm run lint:openapi` (part of `npm run lint`): builds the app on an in-memory PGlite, without listening,
 * writes its OpenAPI document (what GET /api/docs/json serves; apps/api/src/plugins/openapi.ts) to a
 * temporary file and lints it with Redocly CLI's recommended rules (redocly.yaml). Fails on any error.
 *
 * Offline: Redocly's telemetry is off (redocly.yaml and REDOCLY_TELEMETRY), its update notice suppressed,
 * and the document has no remote $ref, so the lint reads nothing but the two files.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';

const root = path.resolve(import.meta.dirname, '..');

/** The document the default configuration serves (sandbox providers, no PUBLIC_ORIGIN). */
async function openApiDocument(): Promise<unknown> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      db: database.db,
      serveWeb: false,
    });
    await app.ready();
    const document = app.swagger();
    await app.close();
    return document;
  } finally {
    await database.close();
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'iding-openapi-'));
const file = path.join(dir, 'openapi.json');
let status = 1;
try {
  writeFileSync(file, JSON.stringify(await openApiDocument(), null, 2));
  const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
  const run = spawnSync(
    process.execPath,
    [redocly, 'lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'summary'],
    {
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  status = run.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
