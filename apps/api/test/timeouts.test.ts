/**
 * Slow clients cannot hold connections: a request whose headers or body trickle in is cut off
 * after REQUEST_TIMEOUT_MS even though a byte arrives often enough to keep the socket from looking idle.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

const REQUEST_TIMEOUT_MS = 1000;

/**
 * Opens a raw connection, writes `head`, then one more byte of `trickle` every 200 ms.
 * @returns ms from connecting until the server closed the socket, and what it answered.
 */
function trickle(port: number, head: string, drip: string, giveUpMs: number) {
  return new Promise<{ closedAfterMs: number; answer: string }>((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let i = 0;
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write(drip[i++ % drip.length]!);
    }, 200);
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`the server still held the connection after ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - started, answer });
    });
    socket.write(head);
  });
}

describe('request and connection timeouts', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ env: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => t.close());

  it('closes a connection whose body trickles in, with 408, soon after the request timeout', async () => {
    const head =
      'POST /api/aws-logs HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      'Content-Length: 10000\r\n\r\n{"name":"';
    const { closedAfterMs, answer } = await trickle(port, head, 'x', 8000);
    expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 2000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose headers trickle in', async () => {
    const { closedAfterMs } = await trickle(port, 'GET /api/provider/stable_status HTTP/1.1\r\n', 'X', 8000);
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 2000);
  });

  it('still serves an ordinary request', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/provider/stable_status`);
    expect(res.status).toBe(200);
  });
});
