/**
 * Configuration from environment variables, parsed once (DESIGN.md: nothing else reads process.env).
 *
 * - PORT (default 3000), HOST (default 0.0.0.0)
 * - DATABASE_URL: postgres://… to use PostgreSQL; unset = embedded PGlite in DATA_DIR
 * - DATA_DIR: PGlite data directory (default ./.data)
 * - NODE_ENV: production | development | test
 * - LOG_LEVEL: pino level (default info; silent in tests)
 * - SEED_DEMO: seed the demo data on first start (default true)
 * - COOKIE_SECURE: mark cookies Secure (default true in production behind HTTPS; false locally)
 * - SMS_PROVIDER: sandbox (default; outbox at GET /dev/sms) | mitake (三竹簡訊 HTTP API)
 * - MITAKE_SMS_URL, MITAKE_SMS_USERNAME, MITAKE_SMS_PASSWORD: Mitake account (required when SMS_PROVIDER=mitake)
 * - SESSION_TTL_DAYS: member session lifetime in days (default 30)
 * - REQUEST_TIMEOUT_MS: a request's headers and body must arrive within this many ms, else 408 and the
 *   socket is closed (default 30000; issue #10 slow-body clients)
 * - CONNECTION_TIMEOUT_MS: a socket idle this many ms is destroyed (default 75000)
 * - KEEP_ALIVE_TIMEOUT_MS: an idle keep-alive connection is closed after this many ms (default 72000, above
 *   the 60 s idle timeout of common load balancers so they never reuse a connection the server is closing)
 * - CLIENT_LOG_RETENTION_DAYS: client failure logs older than this many days are deleted (default 30)
 * - CLIENT_LOG_MAX_ROWS: at most this many client failure logs are kept, newest first (default 100000)
 * - RATE_LIMIT_RETENTION_HOURS: rate-limit counters whose window started longer ago than this many hours are
 *   deleted; must exceed the longest rate-limit window (default 24)
 * - PRUNE_INTERVAL_MINUTES: how often the pruning job runs, besides at start (default 60)
 */
import { z } from 'zod';

const booleanish = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    DATA_DIR: z.string().default('./.data'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    SEED_DEMO: booleanish.default(true),
    COOKIE_SECURE: booleanish.default(false),
    SMS_PROVIDER: z.enum(['sandbox', 'mitake']).default('sandbox'),
    MITAKE_SMS_URL: z.string().url().default('https://smsapi.mitake.com.tw/api/mtk/SmSend'),
    MITAKE_SMS_USERNAME: z.string().optional(),
    MITAKE_SMS_PASSWORD: z.string().optional(),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(75_000),
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(72_000),
    CLIENT_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    CLIENT_LOG_MAX_ROWS: z.coerce.number().int().min(1).max(100_000_000).default(100_000),
    RATE_LIMIT_RETENTION_HOURS: z.coerce.number().int().min(1).max(8760).default(24),
    PRUNE_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  })
  .refine((env) => env.SMS_PROVIDER !== 'mitake' || (env.MITAKE_SMS_USERNAME && env.MITAKE_SMS_PASSWORD), {
    message: 'SMS_PROVIDER=mitake needs MITAKE_SMS_USERNAME and MITAKE_SMS_PASSWORD',
    path: ['SMS_PROVIDER'],
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
