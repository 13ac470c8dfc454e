/**
 * `npm start` runs the API server with the V8 flags the journeys and benches start it with (ADR 021;
 * e2e/app-server.ts SERVER_V8_FLAGS), so what is tested and measured is what production runs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_V8_FLAGS } from '../e2e/app-server';

describe('the server V8 flags (ADR 021)', () => {
  it('are the ones npm start passes to the server', () => {
    const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toContain(`tsx ${SERVER_V8_FLAGS.join(' ')} apps/api/src/server.ts`);
  });
});
