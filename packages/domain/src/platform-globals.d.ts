/**
 * The web-platform globals the domain uses that both of its runtimes provide (browsers and Node 24), typed
 * here because the domain's tsconfig includes neither the DOM library nor Node's types (ADR 011). Only the
 * members the domain calls are declared; each app type-checks the same code against its full runtime types.
 */
declare class URLSearchParams {
  constructor(init?: string | Record<string, string>);
  set(name: string, value: string): void;
  get(name: string): string | null;
  toString(): string;
}
