/**
 * ApiError: the one way business code refuses a request (DESIGN.md, documenso style).
 * The error handler turns it into `{ status, message, code }` with the HTTP status of its code.
 */
import { ERROR_HTTP_STATUS, type ErrorCode } from '@iding/domain';

export class ApiError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = ERROR_HTTP_STATUS[code];
  }
}
