/**
 * API error codes and the HTTP status each maps to (DESIGN.md "Money, time, errors", spec §8).
 * The wire body is `{ status, message, code }`: `status` is the HTTP status, `message` zh-TW text for
 * the diner, `code` the machine-readable reason the web client switches on (spec §4 check/send failures).
 */
export const ERROR_HTTP_STATUS = {
  validation_error: 400,
  invalid_json: 400,
  unauthorized: 401,
  token_expired: 401,
  forbidden: 403,
  not_found: 404,
  store_not_found: 404,
  brand_not_found: 404,
  order_not_found: 404,
  /** Cart built on an older menu version (spec §4 "Menu fetch"). */
  menu_version_changed: 409,
  idempotency_conflict: 409,
  payload_too_large: 413,
  /** Unknown or sold-out entree/option, or option choices outside a group's min/max. */
  menu_item_error: 422,
  cart_empty: 422,
  store_closed: 422,
  store_cannot_order: 422,
  invalid_target_time: 422,
  order_type_not_supported: 422,
  payment_type_not_supported: 422,
  cash_limit_exceeded: 422,
  rate_limited: 429,
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_HTTP_STATUS;

/** Shape of every error response body. */
export interface ApiErrorBody {
  status: number;
  message: string;
  code: ErrorCode;
}
