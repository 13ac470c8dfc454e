/**
 * API error codes and the HTTP status each maps to (DESIGN.md "Money, time, errors", spec §8).
 * The wire body is `{ status, message, code }`: `status` is the HTTP status, `message` zh-TW text for
 * the diner, `code` the machine-readable reason the web client switches on (spec §4 check/send failures).
 */
export const ERROR_HTTP_STATUS = {
  validation_error: 400,
  invalid_json: 400,
  unauthorized: 401,
  /** spec §4 Session: the session token expired or was revoked; log out and log in again. */
  token_expired: 401,
  /** spec §4 Session: a token that was never valid. */
  invalid_token: 401,
  /** Wrong phone or password (one message for both, so it reveals nothing). */
  login_failed: 401,
  forbidden: 403,
  /** A cookie-authenticated write without the client header or from another site. */
  csrf_failed: 403,
  /** spec §3 BLACK_LIST member: may not place orders. */
  member_blacklisted: 403,
  /** The store does not allow member login (spec §3 allow_user_login). */
  login_not_allowed: 403,
  user_not_found: 404,
  phone_taken: 409,
  /** Wrong, expired, used or voided one-time code (spec §3 OTP). */
  otp_invalid: 422,
  /** check_verify token missing, expired or already used. */
  verification_invalid: 422,
  password_incorrect: 422,
  /** PATCH /api/user with a birthday other than the one the member already set (set once). */
  birthday_locked: 409,
  /** Cart change without a store (spec §5 "Identifier is required for set cart items"). */
  identifier_required: 400,
  /** The order can no longer be cancelled (spec §4). */
  cannot_cancel: 409,
  /** The order can no longer be changed: not SUBMITTED, too close to its time, paid, …. */
  cannot_edit: 409,
  /** An edit based on an older version of the order: someone changed it meanwhile. */
  edit_conflict: 409,
  /** An edit whose shown_total is not what the server prices now (a store price changed): nothing saved. */
  total_changed: 409,
  not_found: 404,
  store_not_found: 404,
  brand_not_found: 404,
  order_not_found: 404,
  /** Cart built on an older menu version (spec §4 "Menu fetch"). */
  menu_version_changed: 409,
  /** A menu draft saved or published from an older revision (another person saved it since). */
  menu_draft_conflict: 409,
  /** A menu draft made from a menu that has changed since (another publish or an import): nothing published. */
  menu_draft_outdated: 409,
  idempotency_conflict: 409,
  payload_too_large: 413,
  /** An uploaded image over IMAGE_MAX_BYTES, or with more pixels than IMAGE_MAX_INPUT_PIXELS. */
  image_too_large: 413,
  /** An upload whose bytes are not a JPEG, PNG or WebP image, whatever its name or Content-Type says. */
  image_unsupported: 415,
  /** GET /images/{id} of an image that was never stored. */
  image_not_found: 404,
  /** Unknown or sold-out entree/option, or option choices outside a group's min/max. */
  menu_item_error: 422,
  /** custom_item_ids names an extra the store does not offer, or one twice. */
  custom_item_invalid: 422,
  cart_empty: 422,
  store_closed: 422,
  store_cannot_order: 422,
  invalid_target_time: 422,
  /** Busy mode: the chosen slot already holds the store's cap of orders. */
  slot_full: 422,
  order_type_not_supported: 422,
  payment_type_not_supported: 422,
  /** An online payment type while online payments are off or its provider is not configured. */
  payment_type_unavailable: 422,
  cash_limit_exceeded: 422,
  /** The diner already holds the most open orders paid at the store that one diner may at one store: the store
   * handles those first (DESIGN.md "Security and integrity"). */
  open_order_limit: 422,
  /** An order or order change that names a coupon that does not apply (spec §4 Coupons: check_order lists it in
   * remove_coupons with the reason), or one used up while the order was sent: remove it and send again. */
  coupon_not_applicable: 422,
  /** An order or change asking for points it may not redeem (a visitor, no redeeming at the store, more than the
   * balance or the store's share), or points spent meanwhile: check_order says how many apply. */
  points_not_applicable: 422,
  /** A promo code that no store of the brand has (POST /api/coupons/check), or a coupon id not found. */
  coupon_not_found: 404,
  /** The console: a promo code another coupon of the brand already has. */
  coupon_code_taken: 409,
  /** The console: an ended coupon cannot be paused or resumed (ending is final). */
  coupon_ended: 409,
  /** Delivery: the address is beyond the store's delivery range. */
  delivery_out_of_range: 422,
  /** A quote_id that is missing, unknown, another visitor's or another store's, already used, or quoted for
   * another address than the order's (docs/features.md "外送"): get a new quote. */
  quote_invalid: 422,
  /** A quote past its expires_at: ask for a new one. */
  quote_expired: 422,
  /** A courier event the delivery's status does not allow (spec §4). */
  delivery_transition_invalid: 409,
  /** A courier asked for an order paid online that is not paid yet (spec §7 pairing): pay first. */
  order_not_paid: 409,
  /** The delivery platform did not answer or refused the call. */
  delivery_unavailable: 502,
  /** Dine-in tab missing or a field that does not belong to the order type / tab (spec §5). */
  invalid_order_details: 422,
  /** A table number outside 1..table_limit (a ready-for-seat dine-in, spec §5). */
  invalid_table_number: 422,
  /** Recipient or address of a 宅配 / 外送 order missing or not in the zip table. */
  invalid_shipping_info: 422,
  /** Online payments: the payment endpoint's method is not the order's payment type. */
  payment_method_mismatch: 422,
  /** The order cannot be paid now: already paid, cancelled, expired. */
  order_not_payable: 409,
  /** A confirm for an order whose payment was never started. */
  payment_not_started: 409,
  /** A confirm for a payment whose amount is no longer the order's total: never captured. */
  payment_amount_mismatch: 409,
  /** 儲值金 balance short of the order's total: nothing is spent. */
  store_credit_insufficient: 422,
  /** The payment provider failed, timed out or is switched off (PAYMENT_PROVIDER=none). */
  payment_unavailable: 502,
  /** The provider declined this card or prime at the start (bank refusal, expired prime): another card or method. */
  payment_declined: 422,
  /** Store console: the legality matrix forbids this action at the order's stage. */
  order_transition_invalid: 409,
  /** Store console login: wrong account or password (one message for both). */
  staff_login_failed: 401,
  /** Store console login with the right password of an account disabled at every store it works at. */
  staff_disabled: 403,
  /** 員工: the account already works at this store. */
  staff_exists: 409,
  /** 員工: a change that would leave the store without an enabled owner, or an owner changing themself. */
  staff_change_refused: 422,
  /** 員工: no such staff member at this store. */
  staff_not_found: 404,
  /** A one-time password link that is unknown, used or expired: ask the owner for a new one. */
  password_link_invalid: 422,
  /** A saved card that is not the member's, or unknown: nothing charged. */
  card_not_found: 404,
  /** A saved card that cannot pay this order (a wallet order, or its provider does not take cards now). */
  card_not_usable: 422,
  /** A store-credit top-up for a phone no member has: nothing recorded. */
  member_not_found: 404,
  /** A top-up that would take the balance over STORE_CREDIT_BALANCE_MAX: nothing recorded. */
  store_credit_limit: 422,
  /** A manual points adjustment that would take the balance below 0: nothing recorded. */
  points_insufficient: 422,
  /** A manual points adjustment that would take the balance over POINT_BALANCE_MAX: nothing recorded. */
  points_limit: 422,
  rate_limited: 429,
  internal_error: 500,
  /** Too many password checks waiting: try again in a moment. */
  server_busy: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_HTTP_STATUS;

/** Shape of every error response body. */
export interface ApiErrorBody {
  status: number;
  message: string;
  code: ErrorCode;
}
