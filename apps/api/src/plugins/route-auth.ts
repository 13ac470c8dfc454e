/**
 * How a route authenticates, read by the OpenAPI contract (openapi.ts) and by the visitor cookie's hook
 * (visitor.ts):
 * - `public`: reads no credentials (a store's menu, a console login, a provider's notify);
 * - `diner`: the member (bearer token or session cookie) if one is presented, else the browser's visitor
 *   cookie, which the server sets on the first API call (spec §4 Session; ADR 003, ADR 008);
 * - `member`: a logged-in member only (401 for a visitor);
 * - `staff`: the store console's cookie (401 without it).
 */
export type RouteAuth = 'public' | 'diner' | 'member' | 'staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How this route authenticates: the API contract's security (openapi.ts), and whether the browser
     * needs its visitor cookie (visitor.ts: not on `public` routes). Unset: `staff` under
     * /api/console/, `diner` under /api/ and /iorder/, else `public`. Set it where the route differs
     * (`member` for routes that call requireMember, `public` for routes that read no credentials).
     */
    auth?: RouteAuth;
  }
}

/** The auth of a route: its `config.auth`, else the prefix rule of the auth plugins (auth.ts, staff-auth.ts). */
export function routeAuthOf(url: string, config: { auth?: RouteAuth } | undefined): RouteAuth {
  if (config?.auth) return config.auth;
  if (url.startsWith('/api/console/')) return 'staff';
  if (url.startsWith('/api/') || url.startsWith('/iorder/')) return 'diner';
  return 'public';
}
