/**
 * The OpenAPI contract at /api/docs/json (UI at /api/docs), generated from the routes' zod schemas
 * (@fastify/swagger + fastify-type-provider-zod) and completed here, in one place, so that a generated client
 * can use it (ADR 023; docs/ARCHITECTURE.md "The API contract"):
 *
 * - every operation gets an `operationId` made from its method and path (`GET /api/orders/:orderId` →
 *   `getOrdersByOrderId`), unless the route's schema names one;
 * - every operation declares its `security` from how the route authenticates (RouteAuth below): the route's
 *   `config.auth`, else the rule the auth plugins themselves follow (`/api/console/…` → the console cookie,
 *   staff-auth.ts; other `/api/…` and `/iorder/…` routes → a member or the visitor cookie, visitor.ts;
 *   anything else is public);
 * - every operation lists its error responses, each the `{status, message, code}` body of spec §8
 *   (`ApiError`, ADR 001): 400 when it takes input, 401 when it reads credentials, 403 for a write
 *   (CSRF, ADR 008), 429 when rate-limited, other 4XX and 5XX;
 * - `servers` names PUBLIC_ORIGIN when it is set, else the origin the document is served from.
 *
 * Documentation only: nothing here changes how a route validates, authenticates or answers.
 * `npm run lint:openapi` checks the result with Redocly's recommended rules (redocly.yaml).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ERROR_HTTP_STATUS } from '@iding/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from './auth';
import { type RouteAuth, routeAuthOf } from './route-auth';
import { STAFF_COOKIE } from './staff-auth';
import { VISITOR_COOKIE } from './visitor';

/** Security scheme names in components.securitySchemes. */
const SCHEME = {
  bearer: 'memberBearer',
  session: 'memberSession',
  visitor: 'visitorCookie',
  console: 'consoleCookie',
} as const;

const SECURITY: Record<RouteAuth, Array<Record<string, string[]>>> = {
  public: [],
  diner: [{ [SCHEME.bearer]: [] }, { [SCHEME.session]: [] }, { [SCHEME.visitor]: [] }],
  member: [{ [SCHEME.bearer]: [] }, { [SCHEME.session]: [] }],
  staff: [{ [SCHEME.console]: [] }],
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** One word of an operationId: `tag_categories` → `TagCategories`, `orders.csv` → `OrdersCsv`. */
function pascal(segment: string): string {
  return segment
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

/**
 * The operationId of METHOD URL: the method in lower case, then each path segment in PascalCase with a
 * parameter as `By<Name>`, leaving out the common `/api` prefix: `GET /api/console/stores/:sid/orders.csv`
 * → `getConsoleStoresBySidOrdersCsv`. Stable while the path stays, and unique since method and path are.
 */
export function operationIdOf(method: string, url: string): string {
  const segments = url.split('/').filter(Boolean);
  if (segments[0] === 'api') segments.shift();
  const words = segments.map((segment) => {
    if (segment.startsWith(':')) return `By${pascal(segment.slice(1))}`;
    if (segment === '*') return 'Wildcard';
    return pascal(segment);
  });
  return method.toLowerCase() + words.join('');
}

/** The route's method (the first of several; no route of the API has several today). */
function methodOf(route: RouteOptions): string {
  return String(Array.isArray(route.method) ? route.method[0] : route.method).toUpperCase();
}

/** A response carrying the error body (components.schemas.ApiError), JSON whatever the route produces. */
function errorResponse(description: string) {
  return {
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
  };
}

/**
 * The error responses of an operation (file comment), added to the documented schema only. Statuses the
 * route's own schema lists are kept as they are.
 */
function errorResponses(route: RouteOptions, auth: RouteAuth, schema: Record<string, unknown>) {
  const responses: Record<string, unknown> = {};
  const method = methodOf(route);
  if (schema.body || schema.querystring || schema.params || schema.headers) {
    responses['400'] = errorResponse(
      'validation_error | invalid_json: the request does not match the schema',
    );
  }
  if (auth !== 'public') {
    responses['401'] = errorResponse(
      auth === 'diner'
        ? 'token_expired | invalid_token: a member token was presented but has expired or is unknown'
        : 'unauthorized | token_expired | invalid_token: not logged in',
    );
  }
  // The CSRF checks of auth.ts and staff-auth.ts cover every write that carries a session cookie.
  if (WRITES.has(method)) {
    responses['403'] = errorResponse(
      'csrf_failed: a write sent with a session cookie but without X-Requested-With, or from another site (ADR 008)',
    );
  }
  if (route.config && 'rateLimit' in route.config && route.config.rateLimit) {
    responses['429'] = errorResponse('rate_limited: too many requests; Retry-After says when to try again');
  }
  responses['4XX'] = errorResponse('Another refusal (see the description): `code` says which');
  responses['5XX'] = errorResponse('internal_error | server_busy');
  return responses;
}

/** components.schemas.ApiError: the body of every error response (spec §8, ADR 001). */
const API_ERROR_SCHEMA = {
  type: 'object' as const,
  description:
    'Every refusal and failure: the HTTP status, a zh-TW message for the diner, a machine-readable code.',
  required: ['status', 'message', 'code'],
  additionalProperties: false,
  properties: {
    status: { type: 'integer' as const, description: 'The HTTP status of the response', example: 422 },
    message: {
      type: 'string' as const,
      description: 'zh-TW text to show',
      example: '此時段已額滿，請選擇其他時間',
    },
    code: { type: 'string' as const, enum: Object.keys(ERROR_HTTP_STATUS), example: 'slot_full' },
  },
};

/**
 * Registers @fastify/swagger with the transform above and the Swagger UI at /api/docs.
 * @param opts.version the API version (package.json); opts.publicOrigin config PUBLIC_ORIGIN, when set.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, opts: { version: string; publicOrigin?: string }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'iDing online ordering API',
          version: opts.version,
          description:
            'zh-TW multi-store online ordering. Paths and fields follow SPEC.md §3 and §7. Errors are `{status, message, code}` (spec §8). Money in TWD, times in Asia/Taipei.',
        },
        servers: [
          opts.publicOrigin
            ? { url: opts.publicOrigin, description: 'This deployment (PUBLIC_ORIGIN)' }
            : { url: '/', description: 'The server this document is served from' },
        ],
        components: {
          securitySchemes: {
            [SCHEME.bearer]: {
              type: 'http',
              scheme: 'bearer',
              description: "A member's session token (spec §4 Session): the `auth.token` a login answers",
            },
            [SCHEME.session]: {
              type: 'apiKey',
              in: 'cookie',
              name: SESSION_COOKIE,
              description:
                "The member's HttpOnly session cookie, set by a login; writes need X-Requested-With (ADR 008)",
            },
            [SCHEME.visitor]: {
              type: 'apiKey',
              in: 'cookie',
              name: VISITOR_COOKIE,
              description:
                'The HttpOnly visitor cookie the server sets on the first API call: the orders of a visitor are those placed with it (ADR 003)',
            },
            [SCHEME.console]: {
              type: 'apiKey',
              in: 'cookie',
              name: STAFF_COOKIE,
              description:
                'The store console session cookie, set by POST /api/console/login; writes need X-Requested-With',
            },
          },
          schemas: { ApiError: API_ERROR_SCHEMA },
        },
      },
      transform: (input) => {
        const { schema, url } = jsonSchemaTransform(input) as {
          schema: Record<string, unknown> | undefined;
          url: string;
        };
        if (schema?.hide) return { schema, url };
        const route = input.route as RouteOptions;
        const auth = routeAuthOf(route.url, route.config);
        const documented = schema ?? {};
        return {
          url,
          schema: {
            ...documented,
            operationId: documented.operationId ?? operationIdOf(methodOf(route), route.url),
            security: documented.security ?? SECURITY[auth],
            response: {
              ...errorResponses(route, auth, documented),
              // A stream, a file or an image has no JSON schema: its `produces` names the media types.
              ...((documented.response as Record<string, unknown> | undefined) ?? {
                200: { description: 'Success: the body the description gives', type: 'string' },
              }),
            },
          },
        };
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
