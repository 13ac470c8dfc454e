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
 */
import { z } from 'zod';

const booleanish = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const ZEnv = z.object({
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
