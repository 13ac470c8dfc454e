/**
 * A tiny node:http server on 127.0.0.1 (a free port) for the fake payment providers: hands each request to
 * a handler with its raw body, writes JSON answers (bigint values as bare JSON numbers, as LINE Pay sends its
 * 19-digit ids), and can be told to hang (never answer) to exercise the adapters' deadlines.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  /** The query string without "?" ('' when none), exactly as sent. */
  query: string;
  headers: IncomingMessage['headers'];
  /** The raw body, exactly as sent. */
  body: string;
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

export interface HttpFake {
  url: string;
  /** Requests seen, in order. */
  requests: FakeRequest[];
  /** While true, requests are held and never answered (a provider that times out). */
  hang: boolean;
  close(): Promise<void>;
}

/** JSON text where bigint values are bare numbers (JSON.stringify refuses bigint). */
export function jsonWithBigInts(value: unknown): string {
  return JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? `__bigint__${v}` : v)).replace(
    /"__bigint__(-?\d+)"/g,
    '$1',
  );
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

export async function startHttpFake(handler: (req: FakeRequest) => FakeAnswer): Promise<HttpFake> {
  const held: ServerResponse[] = [];
  const fake: HttpFake = {
    url: '',
    requests: [],
    hang: false,
    close: async () => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const [path = '', query = ''] = (req.url ?? '').split(/\?(.*)/s);
    const request: FakeRequest = { method: req.method ?? '', path, query, headers: req.headers, body };
    fake.requests.push(request);
    if (fake.hang) {
      held.push(res);
      return;
    }
    let answer: FakeAnswer;
    try {
      answer = handler(request);
    } catch (error) {
      answer = { status: 500, body: { error: String(error) } };
    }
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
    res.end(jsonWithBigInts(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
