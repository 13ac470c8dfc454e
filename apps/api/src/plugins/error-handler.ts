/**
 * Central error handling (spec §8, DESIGN.md "errors"): every failure leaves as `{ status, message, code }`
 * in zh-TW. Validation and malformed input are 4xx; a 5xx is logged with request context and never leaks.
 *
 * Logged errors carry no personal data (DESIGN.md "Security and integrity"): `serializeError` is
 * the logger's `err` serializer (app.ts), and for a database error it keeps the SQLSTATE code, the
 * constraint/table/column names and the SQL text, never the bound parameters (names, phones, memos,
 * tokens), the driver's `detail` (`Key (phone)=(…)`) or its message (which may quote a value).
 */
import type { ApiErrorBody, ErrorCode } from '@iding/domain';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from '../lib/api-error';

function send(reply: FastifyReply, status: number, code: ErrorCode, message: string) {
  const body: ApiErrorBody = { status, message, code };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Renders zod issues as one zh-TW line, e.g. `輸入資料有誤：cart.items.0.quantity 必須是整數`. */
function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const parts = error.validation.slice(0, 5).map((v) => {
      const where = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '(body)';
      return `${where} ${v.message}`;
    });
    return `輸入資料有誤：${parts.join('；')}`;
  }
  return `輸入資料有誤：${error.message}`;
}

/** At most this many `cause` links are followed when looking for a database error. */
const MAX_CAUSE_DEPTH = 5;

interface DbErrorFields {
  code?: string;
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
  query?: string;
}

/** A PostgreSQL SQLSTATE: five digits or upper-case letters. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * The database facts of `error` and its causes: Drizzle's wrapper (DrizzleQueryError: `query` + `params`)
 * and the driver's error (pg or PGlite: `code`, `severity`, `constraint`…). Undefined when neither is there.
 */
function databaseFields(error: Error): DbErrorFields | undefined {
  let found: DbErrorFields | undefined;
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < MAX_CAUSE_DEPTH; depth++) {
    const o = e as Record<string, unknown>;
    const isDrizzle = typeof o.query === 'string' && 'params' in o;
    const isDriver = typeof o.code === 'string' && SQLSTATE.test(o.code) && typeof o.severity === 'string';
    if (isDrizzle || isDriver) {
      found ??= {};
      if (isDrizzle) found.query ??= o.query as string;
      if (isDriver) {
        found.code ??= o.code as string;
        found.severity ??= o.severity as string;
        for (const key of ['constraint', 'table', 'column'] as const) {
          if (typeof o[key] === 'string') found[key] ??= o[key] as string;
        }
      }
    }
    e = o.cause;
  }
  return found;
}

/** The stack's frames only: the first lines repeat the message, which may hold parameters. */
function framesOnly(stack: string | undefined): string {
  const at = stack?.indexOf('\n    at ') ?? -1;
  return at < 0 ? '' : stack!.slice(at + 1);
}

/** What the logger writes for an error (the shape Fastify's logger types expect). */
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * The logger's `err` serializer: `{ type, message, stack, code?, statusCode? }` for an ordinary error; for a
 * database error `{ type, message: 'database error <code>', code, severity, constraint, table, column,
 * query, stack }` with no parameter values, detail or driver message. Other own properties of errors are
 * not logged (pino's default serializer copies them all, `params` included).
 */
export function serializeError(err: Error): SerializedError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const type = err.constructor?.name ?? err.name;
  const db = databaseFields(err);
  if (db) {
    return {
      type,
      message: `database error ${db.code ?? '(no code)'}`,
      ...db,
      stack: framesOnly(err.stack),
    };
  }
  const { code, statusCode } = err as { code?: unknown; statusCode?: unknown };
  return {
    type,
    message: err.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    stack: err.stack ?? '',
  };
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return send(reply, error.status, error.code, error.message);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, 'validation_error', describeValidation(error));
    }
    const statusCode = error.statusCode ?? 500;
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      return send(reply, 400, 'invalid_json', '請求內容不是有效的 JSON');
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || statusCode === 413) {
      return send(reply, 413, 'payload_too_large', '請求內容過大');
    }
    if (statusCode === 429) {
      return send(reply, 429, 'rate_limited', '請求過於頻繁，請稍後再試');
    }
    if (statusCode >= 400 && statusCode < 500) {
      return send(reply, statusCode, 'validation_error', `請求有誤：${error.message}`);
    }
    // Method and route pattern (not the URL) place the failure without quoting what the client sent.
    request.log.error(
      { err: error, method: request.method, route: request.routeOptions.url ?? '(no route)' },
      'unhandled error',
    );
    return send(reply, 500, 'internal_error', '系統發生錯誤，請稍後再試');
  });

  app.setNotFoundHandler((request, reply) => {
    return send(reply, 404, 'not_found', `找不到 ${request.method} ${request.url.split('?')[0]}`);
  });
});
