/**
 * What the real payment adapters (LINE Pay, TapPay, JKO Pay; PROVIDERS.md §1–§3) share: their errors, a JSON
 * call with a deadline, JSON parsing that never rounds a long id, and TWD conversions. Messages are for the
 * operator's log (English); the payments module turns failures into zh-TW answers.
 */

/** A provider failed or refused a call; `code` is its result code ('timeout', 'http_502', …). */
export class PaymentProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly code: string,
    message: string,
  ) {
    super(`${provider} ${code}: ${message}`);
    this.name = 'PaymentProviderError';
  }
}

/**
 * The provider refused to start this payment for the diner's reasons (card declined, expired or used prime):
 * paying again with another card or method can work, retrying the same call cannot.
 */
export class PaymentDeclinedError extends PaymentProviderError {
  constructor(provider: string, code: string, message: string) {
    super(provider, code, message);
    this.name = 'PaymentDeclinedError';
  }
}

/** The provider refused a refund: more than the refundable amount, or refunded already. */
export class PaymentRefundRefusedError extends PaymentProviderError {
  constructor(provider: string, code: string, message: string) {
    super(provider, code, message);
    this.name = 'PaymentRefundRefusedError';
  }
}

/** No answer within the deadline: the call may or may not have happened at the provider. */
export class PaymentTimeoutError extends PaymentProviderError {
  constructor(provider: string, ms: number) {
    super(provider, 'timeout', `no answer in ${ms} ms`);
    this.name = 'PaymentTimeoutError';
  }
}

/** JSON.parse's reviver context (Node ≥ 21, "JSON.parse source text access"). */
type ReviverContext = { source?: string } | undefined;

/**
 * JSON.parse that keeps every integer beyond 2^53 as its exact digits (a string) rather than a rounded
 * number: LINE Pay's 19-digit transactionId and refundTransactionId arrive as JSON numbers (PROVIDERS.md §1).
 * Keys named in `idKeys` become strings whatever their size.
 */
export function parseProviderJson(text: string, idKeys: readonly string[] = []): unknown {
  const reviver = (key: string, value: unknown, context?: ReviverContext): unknown => {
    if (typeof value !== 'number') return value;
    const source = context?.source;
    if (source === undefined) return value;
    if (idKeys.includes(key) || !Number.isSafeInteger(value)) {
      if (/^-?\d+$/.test(source)) return source;
    }
    return value;
  };
  return JSON.parse(text, reviver as (key: string, value: unknown) => unknown);
}

export interface ProviderCall {
  provider: string;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** The exact body bytes (signed as sent). */
  body?: string;
  timeoutMs: number;
  fetch: typeof fetch;
  idKeys?: readonly string[];
}

/**
 * One JSON call. Answers the parsed body of any HTTP status that carries JSON (the providers put their result
 * code in it); throws PaymentTimeoutError past the deadline, PaymentProviderError on a network failure or a
 * body that is not JSON.
 */
export async function callProvider(call: ProviderCall): Promise<{ httpStatus: number; body: unknown }> {
  let res: Response;
  let text: string;
  try {
    res = await call.fetch(call.url, {
      method: call.method,
      headers: call.headers,
      ...(call.body !== undefined ? { body: call.body } : {}),
      signal: AbortSignal.timeout(call.timeoutMs),
    });
    text = await res.text();
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new PaymentTimeoutError(call.provider, call.timeoutMs);
    throw new PaymentProviderError(call.provider, 'network', (error as Error).message);
  }
  try {
    return { httpStatus: res.status, body: parseProviderJson(text, call.idKeys) };
  } catch {
    throw new PaymentProviderError(call.provider, `http_${res.status}`, 'answer is not JSON');
  }
}

/** Whole TWD of integer cents (providers take whole TWD; PROVIDERS.md units). */
export function wholeTwd(amountCents: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents % 100 !== 0) {
    throw new RangeError(`amount must be positive whole TWD in cents, got ${amountCents}`);
  }
  return amountCents / 100;
}

/** Integer cents of a provider's whole-TWD amount (a number or a numeric string). */
export function centsOfTwd(amount: unknown): number | null {
  const n = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  return typeof n === 'number' && Number.isFinite(n) ? Math.round(n * 100) : null;
}

/** `origin` + an app path (return URLs the providers send the diner to). */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** A plain object's field, or undefined (provider answers are untrusted shapes). */
export function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
}
