/**
 * A fake S3-compatible object store on 127.0.0.1 (a free port), as the S3 REST API documents it for what the
 * image store uses: path-style PUT, GET and HEAD of `/{bucket}/{key}`. Every request must carry a valid AWS
 * Signature Version 4 `Authorization` header for the fake's one key pair (recomputed here from the request:
 * canonical request, string to sign, signing key), an `x-amz-date` within 15 minutes and an
 * `x-amz-content-sha256` that is the body's sha256 (or UNSIGNED-PAYLOAD); otherwise it answers 403
 * SignatureDoesNotMatch / 400 XAmzContentSHA256Mismatch as S3 does. `failNext` makes requests answer 503.
 */
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3FakeObject {
  body: Buffer;
  contentType: string;
}

export interface S3FakeRequest {
  method: string;
  path: string;
  authorization: string;
  status: number;
}

export interface S3Fake {
  /** Endpoint (no bucket), e.g. http://127.0.0.1:43121 */
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Stored objects by key. */
  objects: Map<string, S3FakeObject>;
  requests: S3FakeRequest[];
  /** This many next requests answer 503 SlowDown. */
  failNext: number;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/** Why the request's signature is not valid, or null when it is (SigV4 for S3, header form). */
function signatureProblem(fake: S3Fake, req: IncomingMessage, path: string, query: string): string | null {
  const match = AUTH.exec(req.headers.authorization ?? '');
  if (!match) return 'malformed Authorization header';
  const [, keyId, date, region, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== fake.accessKeyId) return 'unknown access key';
  if (region !== fake.region) return 'wrong region';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== date) return 'bad x-amz-date';
  const when = Date.parse(
    `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
  );
  if (Math.abs(Date.now() - when) > 15 * 60_000) return 'request time too skewed';
  const names = signedHeaders!.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!names.includes(required)) return `${required} not signed`;
  }
  const canonicalHeaders = names
    .map(
      (n) =>
        `${n}:${String(req.headers[n] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalQuery = query.split('&').filter(Boolean).sort().join('&');
  const canonicalRequest = [
    req.method,
    path,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    String(req.headers['x-amz-content-sha256']),
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${fake.secretAccessKey}`, date!), region!), 's3'), 'aws4_request');
  const expected = createHmac('sha256', key).update(toSign).digest('hex');
  return expected === signature ? null : 'signature does not match';
}

function xmlError(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

/** Starts the fake with a bucket and one key pair. */
export async function startS3Fake(
  opts: { bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string } = {},
): Promise<S3Fake> {
  const fake: S3Fake = {
    url: '',
    bucket: opts.bucket ?? 'iding-images',
    region: opts.region ?? 'ap-northeast-1',
    accessKeyId: opts.accessKeyId ?? 'AKIAFAKEIDING0000001',
    secretAccessKey: opts.secretAccessKey ?? 'fake-secret-key-for-tests-only-0000000000',
    objects: new Map(),
    requests: [],
    failNext: 0,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const [path = '', query = ''] = (req.url ?? '').split(/\?(.*)/s);
    const answer = (status: number, headers: Record<string, string | number>, payload?: Buffer | string) => {
      fake.requests.push({
        method: req.method ?? '',
        path,
        authorization: String(req.headers.authorization ?? ''),
        status,
      });
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : payload);
    };
    const xml = { 'content-type': 'application/xml' };
    if (fake.failNext > 0) {
      fake.failNext--;
      return answer(503, xml, xmlError('SlowDown', 'Please reduce your request rate.'));
    }
    const problem = signatureProblem(fake, req, path, query);
    if (problem) return answer(403, xml, xmlError('SignatureDoesNotMatch', problem));
    const payloadHash = String(req.headers['x-amz-content-sha256']);
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
      return answer(400, xml, xmlError('XAmzContentSHA256Mismatch', 'body hash mismatch'));
    }
    const prefix = `/${fake.bucket}/`;
    if (!path.startsWith(prefix)) return answer(404, xml, xmlError('NoSuchBucket', 'no such bucket'));
    const key = decodeURIComponent(path.slice(prefix.length));
    if (req.method === 'PUT') {
      fake.objects.set(key, {
        body,
        contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
      });
      return answer(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const object = fake.objects.get(key);
      if (!object) return answer(404, xml, xmlError('NoSuchKey', 'The specified key does not exist.'));
      return answer(
        200,
        { 'content-type': object.contentType, 'content-length': object.body.length },
        object.body,
      );
    }
    return answer(405, xml, xmlError('MethodNotAllowed', 'method not allowed'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
