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
 * - VISITOR_TOKEN_SECRET: signs the visitor cookie (at least 32 characters, e.g. `openssl rand -base64 32`);
 *   unset = a new secret per process, so visitor cookies (and visitors' access to their orders) do not
 *   survive a restart: set it in production (issue #10 §1, ADR 003)
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
    VISITOR_TOKEN_SECRET: z
      .string()
      .min(32, 'VISITOR_TOKEN_SECRET must have at least 32 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
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
