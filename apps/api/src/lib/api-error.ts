/**
 * ApiError: the one way business code refuses a request (DESIGN.md, documenso style).
 * The error handler turns it into `{ status, message, code }` with the HTTP status of its code (spec §8).
 * The field is `status`, as on the wire and in the web client's ApiError; Fastify reads `status` as well.
 */
import { ERROR_HTTP_STATUS, type ErrorCode } from '@iding/domain';

export class ApiError extends Error {
  /** HTTP status of `code` (ERROR_HTTP_STATUS), sent as the body's `status` too. */
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = ERROR_HTTP_STATUS[code];
  }
}
