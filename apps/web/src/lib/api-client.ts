/**
 * JSON API client (spec §7: JSON, credentials included, 10000 ms timeout; spec §9: 30 s to send an order)
 * and the error mapping of spec §8.
 */
import type { ErrorCode } from '@iding/domain';
import { i18n } from './i18n';
import { notify } from './notify';

/** spec §9 general API timeout. */
export const DEFAULT_TIMEOUT_MS = 10_000;
/** spec §9 order send timeout. */
export const SEND_ORDER_TIMEOUT_MS = 30_000;

export type ApiErrorCode = ErrorCode | 'network_error' | 'timeout';

/**
 * Every failed call is rejected as an ApiError (spec §8): `status` (HTTP status; 500 when there is none,
 * e.g. no network), `message` (the body's message, else the status text) and the server's `code`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ApiErrorCode,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** spec §8 full message: the status followed by the message. */
  get fullMessage(): string {
    return i18n.t('errors.fullMessage', { status: this.status, message: this.message });
  }
}

/** Wraps anything thrown into an ApiError (spec §8: errors without a status are 500). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(500, message, 'internal_error');
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds; defaults to spec §9's 10000. */
  timeoutMs?: number;
  /** Cancels with the caller (react-query passes one per query). */
  signal?: AbortSignal;
  /**
   * false: a 401 is not handed to the session-failure handler (the login, renewal and logout calls
   * themselves, and the one retry after a renewal).
   */
  session?: boolean;
}

/**
 * What the session-failure handler decided for a 401 (spec §4 Session): `retry` once (the session was
 * renewed), `handled` (logged out and sent to login; the call still fails) or `ignore` (not a session failure).
 */
export type SessionFailureOutcome = 'retry' | 'handled' | 'ignore';
type SessionFailureHandler = (error: ApiError) => Promise<SessionFailureOutcome>;

let sessionFailureHandler: SessionFailureHandler | null = null;

/** Installs the app's handler for 401 answers (app/session-expiry.ts, installed by main.tsx). */
export function setSessionFailureHandler(handler: SessionFailureHandler | null): void {
  sessionFailureHandler = handler;
}

/**
 * Calls the API and returns the parsed JSON body (undefined for an empty body).
 * @throws ApiError — the server's `{status, message, code}`, or 500 with code `timeout` / `network_error`.
 */
export async function api<T>(url: string, init: ApiRequest = {}): Promise<T> {
  const timeout = AbortSignal.timeout(init.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      credentials: 'include',
      headers: {
        // Marks our own pages' writes: the API refuses cookie-authenticated writes without it (CSRF, ADR 008).
        // GETs carry no extra header, so they can reuse the answers the server preloads in the page's <head>
        // (Chromium reuses a preload only when the request headers match; apps/api/src/plugins/web-head.ts).
        ...((init.method ?? 'GET') === 'GET'
          ? {}
          : { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' }),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal,
    });
  } catch (error) {
    // A caller's own abort (unmount, superseded query) is not a failure to report.
    if (init.signal?.aborted) throw error;
    const timedOut = timeout.aborted;
    throw new ApiError(
      500,
      i18n.t(timedOut ? 'errors.timeout' : 'errors.network'),
      timedOut ? 'timeout' : 'network_error',
    );
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const b = (body ?? {}) as Partial<{ status: number; message: string; code: ErrorCode }>;
    const error = new ApiError(
      b.status || response.status || 500,
      b.message || response.statusText || String(response.status),
      b.code ?? 'internal_error',
    );
    // spec §4 Session: a refused session is handled centrally (renew once with the uid, else log out).
    if (response.status === 401 && init.session !== false && sessionFailureHandler) {
      const outcome = await sessionFailureHandler(error);
      if (outcome === 'retry') return api<T>(url, { ...init, session: false });
    }
    throw error;
  }
  return body as T;
}

/** True when the call never got an answer: no network, or the spec §9 timeout ran out. */
export function isConnectionError(error: unknown): boolean {
  const e = toApiError(error);
  return e.code === 'network_error' || e.code === 'timeout';
}

/**
 * What a diner reads about a failure (spec §8 helper: network failures say the connection
 * failed; no 500 is shown to a diner):
 * - no answer (no network, timeout): the connection message (errors.network / errors.timeout), after `text`;
 * - a server failure (5xx): `text` alone, or errors.server (never the status or the server's raw text);
 * - a refusal (4xx, a zh-TW message from our API): spec §8 "{text} (錯誤: {status} {message})".
 */
export function describeApiError(text: string | null, error: unknown): string {
  const e = toApiError(error);
  if (isConnectionError(e))
    return text ? i18n.t('errors.withReason', { text, reason: e.message }) : e.message;
  if (e.status >= 500) return text ?? i18n.t('errors.server');
  return text ? i18n.t('errors.withStatus', { text, status: e.status, message: e.message }) : e.fullMessage;
}

/**
 * The detail line under a failed load's title (components/page-status.tsx): the connection message, a
 * server failure's errors.server, or spec §8 "(錯誤: {status} {message})" for a refusal.
 */
export function describeApiErrorDetail(error: unknown): string {
  const e = toApiError(error);
  if (isConnectionError(e)) return e.message;
  if (e.status >= 500) return i18n.t('errors.server');
  return i18n.t('errors.detail', { status: e.status, message: e.message });
}

/** spec §8 snackbar helper, as describeApiError words it (no status of a failure the diner did not cause). */
export function showApiError(text: string | null, error: unknown): void {
  notify.error(describeApiError(text, error));
}
