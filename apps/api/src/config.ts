/**
 * Configuration from environment variables, parsed once (DESIGN.md: nothing else reads process.env).
 *
 * - PORT (default 3000), HOST (default 127.0.0.1: this machine only; 0.0.0.0 to listen on every address)
 * - ALLOW_PUBLIC_SANDBOX: start even when a sandbox provider is active and HOST is not loopback (default
 *   false; DESIGN.md "Security and integrity": the sandbox SMS outbox at GET /dev/sms shows every code, so a
 *   public sandbox is an account takeover; a sandbox courier never delivers)
 * - DATABASE_URL: postgres://… to use PostgreSQL; unset = embedded PGlite in DATA_DIR
 * - DATA_DIR: PGlite data directory (default ./.data)
 * - NODE_ENV: production | development | test
 * - LOG_LEVEL: pino level (default info; silent in tests)
 * - SEED_DEMO: seed the demo data on first start (default true)
 * - TRUST_PROXY: which peers may set X-Forwarded-For/Proto/Host (default false: nobody, so no header can
 *   change the client IP, protocol or host). As Fastify's trustProxy: `true` (every peer),
 *   a hop count (`1`), or a comma-separated list of addresses/CIDRs (`127.0.0.1,10.0.0.0/8`; proxy-addr's
 *   `loopback`, `linklocal`, `uniquelocal` too)
 * - COOKIE_SECURE: true = every cookie is Secure; false (default) = a cookie is Secure when its request
 *   arrived over HTTPS, directly or per X-Forwarded-Proto from the TRUST_PROXY proxy. Parsed
 *   to `true | 'auto'`, what @fastify/cookie's `secure` option takes.
 * - SMS_PROVIDER: sandbox (default; outbox at GET /dev/sms) | mitake (三竹簡訊 HTTP API)
 * - SMS_ALLOWED_COUNTRY_CODES: calling codes (no "+") whose phones may receive verification codes by SMS,
 *   comma-separated (default 886, so nobody pumps SMS to premium-rate numbers abroad)
 * - MITAKE_SMS_URL, MITAKE_SMS_USERNAME, MITAKE_SMS_PASSWORD: Mitake account (required when SMS_PROVIDER=mitake)
 * - DELIVERY_PROVIDER: sandbox (default; the sandbox courier, advanced by `npm run courier`) | uber_direct
 * - DELIVERY_SANDBOX_FEES: the sandbox courier's fees in TWD for same district, same city, other city
 *   (default 60,90,150)
 * - DELIVERY_MAX_TIER: the farthest address the sandbox courier delivers to: district | city (default) | any
 * - DELIVERY_QUOTE_TTL_MINUTES: how long a delivery quote may be used (default 10)
 * - PAYMENT_PROVIDER: sandbox (default: every method whose provider has no keys below goes
 *   through the app's hosted /sandbox/pay page with 付款成功 / 付款失敗 / 取消) | live (real providers only:
 *   a method whose provider has no keys, and Taiwan Pay, which has no public API, is refused; at least one
 *   provider must be configured) | none (online payments off: store info offers no online type and orders with
 *   one get 422 payment_type_unavailable). In sandbox and live alike a provider whose
 *   keys are set takes its methods: LINE Pay line_pay; TapPay credit_card (cards, Apple Pay, Google Pay),
 *   taishin_credit_card, easy_wallet, plus_pay, px_pay; JKO Pay jko_pay (PROVIDERS.md §1–§4).
 * - PUBLIC_ORIGIN: the app's public origin (https://order.example.com): the real providers send diners back
 *   to it (return URLs, TapPay's notify URL); required once any provider below is configured
 * - LINE_PAY_CHANNEL_ID, LINE_PAY_CHANNEL_SECRET: LINE Pay Online API v3 channel (both or neither);
 *   LINE_PAY_API_URL (default https://sandbox-api-pay.line.me; production https://api-pay.line.me)
 * - TAPPAY_PARTNER_KEY, TAPPAY_MERCHANT_ID: TapPay partner key and the card merchant id (both or neither);
 *   TAPPAY_MERCHANT_IDS: other methods' merchant ids as method=id pairs, comma-separated
 *   (taishin_credit_card=…,easy_wallet=…,plus_pay=…,px_pay=…; a method not listed uses TAPPAY_MERCHANT_ID);
 *   TAPPAY_API_URL (default https://sandbox.tappaysdk.com; production https://prod.tappaysdk.com);
 *   TAPPAY_THREE_DOMAIN_SECURE: cards through 3-D Secure (default true)
 * - JKO_PAY_API_KEY, JKO_PAY_SECRET_KEY, JKO_PAY_STORE_ID: JKO Pay direct API (all three or none);
 *   JKO_PAY_API_URL (default https://uat-onlinepay.jkopay.app; production https://onlinepay.jkopay.com)
 * - PAYMENT_TTL_MINUTES: an order to be paid online that is still unpaid this many minutes after it was
 *   placed expires (cancelled; default 15)
 * - PAYMENT_RECONCILE_INTERVAL_SECONDS: how often stale payments are asked about and unpaid orders expired,
 *   besides at start (default 60)
 * - UBER_DIRECT_CUSTOMER_ID, UBER_DIRECT_CLIENT_ID, UBER_DIRECT_CLIENT_SECRET: Uber Direct account (required
 *   when DELIVERY_PROVIDER=uber_direct); UBER_DIRECT_API_URL, UBER_DIRECT_AUTH_URL: its endpoints
 * - SESSION_TTL_DAYS: member session lifetime in days (default 30)
 * - VISITOR_TOKEN_SECRET: signs the visitor cookie (at least 32 characters, e.g. `openssl rand -base64 32`);
 *   unset = one generated once and kept in the database (system_settings), shared by restarts and instances
 *   (ADR 003)
 * - REQUEST_TIMEOUT_MS: a request's headers and body must arrive within this many ms, else 408 and the
 *   socket is closed (default 30000, so a slow-body client cannot hold a socket)
 * - CONNECTION_TIMEOUT_MS: a socket idle this many ms is destroyed (default 75000)
 * - KEEP_ALIVE_TIMEOUT_MS: an idle keep-alive connection is closed after this many ms (default 72000, above
 *   the 60 s idle timeout of common load balancers so they never reuse a connection the server is closing)
 * - CLIENT_LOG_RETENTION_DAYS: client failure logs older than this many days are deleted (default 30)
 * - CLIENT_LOG_MAX_ROWS: at most this many client failure logs are kept, newest first (default 100000)
 * - RATE_LIMIT_RETENTION_HOURS: rate-limit counters whose window started longer ago than this many hours are
 *   deleted; must exceed the longest rate-limit window (default 24)
 * - PRUNE_INTERVAL_MINUTES: how often the pruning job runs, besides at start (default 60)
 * - ORDER_RATE_LIMIT: order submits (POST /api/orders/order) a minute per member or browser (default 10); a
 *   client address may send 5 times as many, and check_order takes 6 times the order figures
 *   (orders.routes.ts orderRateLimits). 0 turns these rate limits off, for load tests (npm run bench); the cap
 *   on open orders paid at the store (cap-open-orders.ts) stays on whatever this says
 * - IMAGE_STORE: where uploaded images are kept: `disk` (DATA_DIR/images, default) or `s3` (any
 *   S3-compatible object store: IMAGE_S3_ENDPOINT, IMAGE_S3_BUCKET, IMAGE_S3_ACCESS_KEY_ID,
 *   IMAGE_S3_SECRET_ACCESS_KEY required; IMAGE_S3_REGION default us-east-1)
 * - IMAGE_MAX_BYTES: largest image file accepted, bytes (default 5 MB)
 */
import { BlockList, isIP } from 'node:net';
import { z } from 'zod';
import { TAPPAY_METHODS, type TapPayMethod } from './providers/payment/tappay';

const booleanish = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** An optional key or id: unset and '' both mean "not configured". */
const optionalKey = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** PUBLIC_ORIGIN: scheme://host[:port] only, no path (the providers' return URLs are built on it). */
const publicOrigin = optionalKey.pipe(
  z
    .string()
    .url()
    .refine(
      (v) => /^https?:\/\/[^/?#]+\/?$/.test(v),
      'PUBLIC_ORIGIN must be an origin like https://order.example.com',
    )
    .transform((v) => v.replace(/\/$/, ''))
    .optional(),
);

/** TAPPAY_MERCHANT_IDS: `method=merchant_id` pairs, comma-separated, for the TapPay methods. */
const tapPayMerchantIds = z
  .string()
  .default('')
  .transform((value, ctx): Partial<Record<TapPayMethod, string>> => {
    const ids: Partial<Record<TapPayMethod, string>> = {};
    for (const pair of value
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [method = '', id = '', ...rest] = pair.split('=').map((p) => p.trim());
      if (!(TAPPAY_METHODS as readonly string[]).includes(method) || id === '' || rest.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `TAPPAY_MERCHANT_IDS takes method=merchant_id pairs for ${TAPPAY_METHODS.join(', ')} (not: ${pair})`,
        });
        return z.NEVER;
      }
      ids[method as TapPayMethod] = id;
    }
    return ids;
  });

/** Each real payment provider's required variables: all set, or none. */
const PAYMENT_PROVIDER_KEYS = {
  'LINE Pay': ['LINE_PAY_CHANNEL_ID', 'LINE_PAY_CHANNEL_SECRET'],
  TapPay: ['TAPPAY_PARTNER_KEY', 'TAPPAY_MERCHANT_ID'],
  'JKO Pay': ['JKO_PAY_API_KEY', 'JKO_PAY_SECRET_KEY', 'JKO_PAY_STORE_ID'],
} as const;

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One TRUST_PROXY list entry: an IP address, an address/prefix CIDR, or a proxy-addr name. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY as Fastify's trustProxy takes it: false, true, a hop count or a list of addresses/CIDRs. */
const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): boolean | number | string[] => {
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isProxyEntry(e));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be true, false, a hop count or addresses/CIDRs (not: ${bad.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    ALLOW_PUBLIC_SANDBOX: booleanish.default(false),
    TRUST_PROXY: trustProxy,
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    DATA_DIR: z.string().default('./.data'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    SEED_DEMO: booleanish.default(true),
    COOKIE_SECURE: booleanish.default(false).transform((v): true | 'auto' => (v ? true : 'auto')),
    SMS_PROVIDER: z.enum(['sandbox', 'mitake']).default('sandbox'),
    SMS_ALLOWED_COUNTRY_CODES: z
      .string()
      .default('886')
      .transform((v) => v.split(',').map((c) => c.trim().replace(/^\+/, '')))
      .pipe(z.array(z.string().regex(/^[1-9]\d{0,2}$/, 'calling codes like 886 or 886,852')).min(1)),
    MITAKE_SMS_URL: z.string().url().default('https://smsapi.mitake.com.tw/api/mtk/SmSend'),
    MITAKE_SMS_USERNAME: z.string().optional(),
    MITAKE_SMS_PASSWORD: z.string().optional(),
    DELIVERY_PROVIDER: z.enum(['sandbox', 'uber_direct']).default('sandbox'),
    DELIVERY_SANDBOX_FEES: z
      .string()
      .default('60,90,150')
      .transform((v) => v.split(',').map((fee) => fee.trim()))
      .pipe(
        z
          .array(
            z
              .string()
              .regex(/^\d{1,5}$/, 'whole TWD like 60,90,150')
              .transform(Number),
          )
          .length(3, 'three fees: same district, same city, other city'),
      ),
    DELIVERY_MAX_TIER: z.enum(['district', 'city', 'any']).default('city'),
    DELIVERY_QUOTE_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
    PAYMENT_PROVIDER: z.enum(['sandbox', 'live', 'none']).default('sandbox'),
    PUBLIC_ORIGIN: publicOrigin,
    LINE_PAY_CHANNEL_ID: optionalKey,
    LINE_PAY_CHANNEL_SECRET: optionalKey,
    LINE_PAY_API_URL: z.string().url().default('https://sandbox-api-pay.line.me'),
    TAPPAY_PARTNER_KEY: optionalKey,
    TAPPAY_MERCHANT_ID: optionalKey,
    TAPPAY_MERCHANT_IDS: tapPayMerchantIds,
    TAPPAY_API_URL: z.string().url().default('https://sandbox.tappaysdk.com'),
    TAPPAY_THREE_DOMAIN_SECURE: booleanish.default(true),
    JKO_PAY_API_KEY: optionalKey,
    JKO_PAY_SECRET_KEY: optionalKey,
    JKO_PAY_STORE_ID: optionalKey,
    JKO_PAY_API_URL: z.string().url().default('https://uat-onlinepay.jkopay.app'),
    PAYMENT_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    PAYMENT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
    UBER_DIRECT_API_URL: z.string().url().default('https://api.uber.com'),
    UBER_DIRECT_AUTH_URL: z.string().url().default('https://auth.uber.com/oauth/v2/token'),
    UBER_DIRECT_CUSTOMER_ID: z.string().optional(),
    UBER_DIRECT_CLIENT_ID: z.string().optional(),
    UBER_DIRECT_CLIENT_SECRET: z.string().optional(),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    VISITOR_TOKEN_SECRET: z
      .string()
      .min(32, 'VISITOR_TOKEN_SECRET must have at least 32 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(75_000),
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(72_000),
    CLIENT_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    CLIENT_LOG_MAX_ROWS: z.coerce.number().int().min(1).max(100_000_000).default(100_000),
    RATE_LIMIT_RETENTION_HOURS: z.coerce.number().int().min(1).max(8760).default(24),
    PRUNE_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
    ORDER_RATE_LIMIT: z.coerce.number().int().min(0).max(10_000).default(10),
    IMAGE_STORE: z.enum(['disk', 's3']).default('disk'),
    IMAGE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024)
      .default(5 * 1024 * 1024),
    IMAGE_S3_ENDPOINT: optionalKey.pipe(z.string().url().optional()),
    IMAGE_S3_BUCKET: optionalKey,
    IMAGE_S3_REGION: z.string().trim().min(1).default('us-east-1'),
    IMAGE_S3_ACCESS_KEY_ID: optionalKey,
    IMAGE_S3_SECRET_ACCESS_KEY: optionalKey,
  })
  .refine((env) => env.SMS_PROVIDER !== 'mitake' || (env.MITAKE_SMS_USERNAME && env.MITAKE_SMS_PASSWORD), {
    message: 'SMS_PROVIDER=mitake needs MITAKE_SMS_USERNAME and MITAKE_SMS_PASSWORD',
    path: ['SMS_PROVIDER'],
  })
  .refine(
    (env) =>
      env.DELIVERY_PROVIDER !== 'uber_direct' ||
      (env.UBER_DIRECT_CUSTOMER_ID && env.UBER_DIRECT_CLIENT_ID && env.UBER_DIRECT_CLIENT_SECRET),
    {
      message:
        'DELIVERY_PROVIDER=uber_direct needs UBER_DIRECT_CUSTOMER_ID, UBER_DIRECT_CLIENT_ID and UBER_DIRECT_CLIENT_SECRET',
      path: ['DELIVERY_PROVIDER'],
    },
  )
  .superRefine((env, ctx) => {
    if (env.IMAGE_STORE !== 's3') return;
    const keys = [
      'IMAGE_S3_ENDPOINT',
      'IMAGE_S3_BUCKET',
      'IMAGE_S3_ACCESS_KEY_ID',
      'IMAGE_S3_SECRET_ACCESS_KEY',
    ] as const;
    const missing = keys.filter((k) => env[k] === undefined);
    if (missing.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['IMAGE_STORE'],
        message: `IMAGE_STORE=s3 needs ${keys.join(', ')} (missing: ${missing.join(', ')})`,
      });
    }
  })
  .superRefine((env, ctx) => {
    // a half-configured provider is a mistake, never a silent fallback to the sandbox.
    const configured: string[] = [];
    for (const [name, keys] of Object.entries(PAYMENT_PROVIDER_KEYS)) {
      const missing = keys.filter((k) => env[k] === undefined);
      if (missing.length === keys.length) continue;
      if (missing.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: [missing[0]!],
          message: `${name} is half configured: set ${keys.join(', ')} (missing: ${missing.join(', ')})`,
        });
      }
      configured.push(name);
    }
    if (Object.keys(env.TAPPAY_MERCHANT_IDS).length > 0 && !env.TAPPAY_PARTNER_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['TAPPAY_MERCHANT_IDS'],
        message: 'TAPPAY_MERCHANT_IDS needs TAPPAY_PARTNER_KEY and TAPPAY_MERCHANT_ID',
      });
    }
    if (configured.length > 0 && !env.PUBLIC_ORIGIN) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_ORIGIN'],
        message: `PUBLIC_ORIGIN (e.g. https://order.example.com) is required by ${configured.join(', ')}: the providers send diners back there`,
      });
    }
    if (env.PAYMENT_PROVIDER === 'live' && configured.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'PAYMENT_PROVIDER=live needs at least one payment provider: LINE_PAY_CHANNEL_ID + LINE_PAY_CHANNEL_SECRET, TAPPAY_PARTNER_KEY + TAPPAY_MERCHANT_ID, or JKO_PAY_API_KEY + JKO_PAY_SECRET_KEY + JKO_PAY_STORE_ID',
      });
    }
  });

export type Config = z.infer<typeof ZEnv>;

/** Parses an environment (default process.env); exits with a readable message on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return parsed.data;
}

/**
 * The sandbox providers the configuration selects (DESIGN.md "Sandbox adapters are for this machine and
 * demos"). Each one exposes what a real gateway would keep secret (GET /dev/sms shows every SMS code) or
 * fakes what a real one does (a courier, a payment).
 */
export function activeSandboxProviders(config: Config): string[] {
  const active: string[] = [];
  if (config.SMS_PROVIDER === 'sandbox') active.push('SMS_PROVIDER=sandbox');
  // No courier ever comes for a sandbox delivery: on a public server a diner's 外送 order would be a faked
  // success (DESIGN.md providers), so it needs the same opt-in.
  if (config.DELIVERY_PROVIDER === 'sandbox') active.push('DELIVERY_PROVIDER=sandbox');
  // A sandbox payment takes no money: on a public server a store would hand out food that was never paid.
  // (Even with every provider's keys set, Taiwan Pay still goes through the sandbox: only `live` has none.)
  if (config.PAYMENT_PROVIDER === 'sandbox') active.push('PAYMENT_PROVIDER=sandbox');
  return active;
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether `host` (a listen address) reaches this machine only: localhost, 127.0.0.0/8, ::1. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost') return true;
  const family = isIP(h);
  return family !== 0 && LOOPBACK.check(h, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * a sandbox provider on a public address refuses to start without ALLOW_PUBLIC_SANDBOX=true.
 * @returns the reason to refuse (English, for the operator's console), or null when the server may start.
 */
export function checkSandboxExposure(config: Config): string | null {
  const sandboxes = activeSandboxProviders(config);
  if (sandboxes.length === 0 || isLoopbackHost(config.HOST) || config.ALLOW_PUBLIC_SANDBOX) return null;
  return (
    `Refusing to listen on HOST=${config.HOST} with a sandbox provider active (${sandboxes.join(', ')}): ` +
    (config.SMS_PROVIDER === 'sandbox'
      ? 'anyone who reaches this address could read every SMS code at GET /dev/sms and take over accounts. '
      : config.DELIVERY_PROVIDER === 'sandbox'
        ? 'no courier ever comes for a sandbox delivery, so real diners would wait for food that never leaves. '
        : 'a sandbox payment takes no money, so stores would hand out food that was never paid. ') +
    'Listen on 127.0.0.1 (the default), configure real providers (e.g. SMS_PROVIDER=mitake, ' +
    "DELIVERY_PROVIDER=uber_direct, PAYMENT_PROVIDER=live with the providers' keys, or PAYMENT_PROVIDER=none), or set ALLOW_PUBLIC_SANDBOX=true for a demo that " +
    'must be public.'
  );
}
