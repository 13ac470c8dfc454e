/**
 * Central error handling (spec §8, DESIGN.md "errors"): every failure leaves as `{ status, message, code }`
 * in zh-TW. Validation and malformed input are 4xx; a 5xx is logged with request context and never leaks.
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
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'internal_error', '系統發生錯誤，請稍後再試');
  });

  app.setNotFoundHandler((request, reply) => {
    return send(reply, 404, 'not_found', `找不到 ${request.method} ${request.url.split('?')[0]}`);
  });
});
