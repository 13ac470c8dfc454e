/**
 * The OpenAPI document at /api/docs/json is a contract a generated client can use (plugins/openapi.ts,
 * docs/ARCHITECTURE.md "The API contract"): operation ids, security, error responses, servers. The routes
 * it declares as needing a member or the console really refuse a caller without one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdOf } from '../src/plugins/openapi';
import { buildTestApp, expectRefusal, type TestApp } from './helper';

interface Operation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string }>;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface Document {
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, { required?: string[]; properties?: Record<string, unknown> }>;
    securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }>;
  };
}

let t: TestApp;
let doc: Document;
const operations: Array<{ method: string; path: string; op: Operation }> = [];

beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) operations.push({ method, path, op });
  }
});
afterAll(async () => t.close());

/** The security scheme names an operation accepts. */
const schemesOf = (op: Operation) => (op.security ?? []).flatMap((requirement) => Object.keys(requirement));

describe('the OpenAPI document', () => {
  it('documents the whole API', () => {
    expect(operations.length).toBeGreaterThan(80);
    expect(doc.servers?.length).toBeGreaterThan(0);
  });

  it('gives every operation a unique camelCase operationId', () => {
    const ids = operations.map(({ op }) => op.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z]+[A-Z][A-Za-z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/orders/{orderId}']?.get?.operationId).toBe('getOrdersByOrderId');
  });

  it('makes operation ids from the method and the path', () => {
    expect(operationIdOf('GET', '/api/console/stores/:sid/orders.csv')).toBe(
      'getConsoleStoresBySidOrdersCsv',
    );
    expect(operationIdOf('DELETE', '/iorder/carts/:identifier')).toBe('deleteIorderCartsByIdentifier');
    expect(operationIdOf('GET', '/api/category/tag_categories')).toBe('getCategoryTagCategories');
  });

  it('declares the member, visitor and console credentials as security schemes', () => {
    expect(doc.components.securitySchemes).toEqual({
      memberBearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      memberSession: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'iding_session' }),
      visitorCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'iding_visitor' }),
      consoleCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'iding_console' }),
    });
  });

  it('declares security on every operation but the public few', () => {
    const open = operations
      .filter(({ op }) => schemesOf(op).length === 0)
      .map((o) => `${o.method} ${o.path}`);
    expect(open.sort()).toEqual([
      'get /api/inventory/{identifier}',
      'get /api/menu/new/{identifier}',
      'get /api/menu/{identifier}',
      'get /api/menu/{identifier}/check',
      'get /healthz',
      'get /images/{imageId}',
      'post /api/console/login',
      'post /api/console/password',
      'post /api/payment/tappay/notify',
    ]);
    for (const { path, op } of operations) {
      if (
        path.startsWith('/api/console/') &&
        !['/api/console/login', '/api/console/password'].includes(path)
      ) {
        expect(schemesOf(op), path).toEqual(['consoleCookie']);
      }
    }
    const op = (path: string, method: string) => doc.paths[path]?.[method] as Operation;
    expect(schemesOf(op('/api/favorite', 'get'))).toEqual(['memberBearer', 'memberSession']);
    expect(schemesOf(op('/api/orders/{orderId}', 'get'))).toEqual([
      'memberBearer',
      'memberSession',
      'visitorCookie',
    ]);
  });

  it('lists 4xx and 5xx responses with the {status, message, code} body on every operation', () => {
    // The health check's 503 is its own body (the database state, as its 200), for load balancers.
    const ownBody = (path: string, status: string) => path === '/healthz' && status === '503';
    const apiError = doc.components.schemas.ApiError;
    expect(apiError?.required).toEqual(['status', 'message', 'code']);
    expect(Object.keys(apiError?.properties ?? {})).toEqual(['status', 'message', 'code']);
    for (const { method, path, op } of operations) {
      const errors = Object.entries(op.responses).filter(([status]) => /^[45]/.test(status));
      expect(
        errors.map(([status]) => status),
        `${method} ${path}`,
      ).toEqual(expect.arrayContaining(['4XX', '5XX']));
      for (const [status, response] of errors) {
        if (ownBody(path, status)) continue;
        expect(response.content?.['application/json']?.schema?.$ref).toBe('#/components/schemas/ApiError');
      }
      if (schemesOf(op).length > 0) expect(Object.keys(op.responses), `${method} ${path}`).toContain('401');
    }
  });
});

describe('the security the document declares', () => {
  /** Required query parameters, so that a request passes validation and reaches the check. */
  const QUERY: Record<string, string> = {
    '/api/console/stores/{sid}/orders.csv': '?from=2026-12-01&to=2026-12-01',
  };
  /** A GET path with each parameter filled in, e.g. /api/console/stores/1/menu. */
  const fill = (path: string) => path.replace(/\{[^}]+\}/g, '1') + (QUERY[path] ?? '');

  it('is needed: every GET for a member or the console refuses a caller without credentials', async () => {
    const guarded = operations.filter(
      ({ method, op }) =>
        method === 'get' && schemesOf(op).length > 0 && !schemesOf(op).includes('visitorCookie'),
    );
    expect(guarded.length).toBeGreaterThan(15);
    for (const { path } of guarded) {
      const res = await t.app.inject({ method: 'GET', url: fill(path) });
      expect(res.statusCode, path).toBe(401);
      expectRefusal(res, 401, 'unauthorized');
    }
  });
});

describe('servers', () => {
  it('names PUBLIC_ORIGIN when it is set, else the server the document comes from', async () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    const deployed = await buildTestApp({ env: { PUBLIC_ORIGIN: 'https://order.example.tw' } });
    try {
      const res = await deployed.app.inject({ method: 'GET', url: '/api/docs/json' });
      const served = res.json() as Document;
      expect(served.servers).toEqual([expect.objectContaining({ url: 'https://order.example.tw' })]);
      expect(Object.keys(served.paths)).toContain('/api/orders/{orderId}');
    } finally {
      await deployed.close();
    }
  });
});
