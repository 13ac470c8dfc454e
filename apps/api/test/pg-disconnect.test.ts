/**
 * PostgreSQL ending the API's connections (a restart, an administrator's pg_terminate_backend, a test database
 * dropped while a pooled client is still closing) must not end the API process: the server's FATAL arrives as
 * an 'error' event on the pooled client or on the pool, and an unheard 'error' event throws. No server is
 * needed: the pool is built but never connects, and the events are the ones node-postgres emits.
 */
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPool } from '../src/db/client';

/** The error node-postgres raises for `terminating connection due to administrator command`. */
const fatal = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

describe('PostgreSQL connections ended by the server', () => {
  afterEach(() => vi.restoreAllMocks());

  it("hears a pooled client's error, so the process stays up, and warns with the SQLSTATE only", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const pool = createPool('postgres://nobody@127.0.0.1:1/none');
    const client = new EventEmitter();
    pool.emit('connect', client);
    expect(() => client.emit('error', fatal())).not.toThrow();
    expect(warn).toHaveBeenCalledWith('PostgreSQL connection ended by the server (57P01)');
    await pool.end();
  });

  it("hears the pool's own error (an idle client's, forwarded)", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const pool = createPool('postgres://nobody@127.0.0.1:1/none');
    expect(() => pool.emit('error', fatal())).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    await pool.end();
  });

  it('an unheard error event would throw (what used to end the process)', () => {
    expect(() => new EventEmitter().emit('error', fatal())).toThrow('administrator command');
  });
});
