/**
 * Moved to packages/domain/src/tw-districts.ts (the web's city/district filters use it too). This re-export
 * only keeps the old import path of bench/bench-server.ts and data/build-demo.ts working until they switch
 * to `@iding/domain`; delete it then.
 */
export { TW_DISTRICTS } from '@iding/domain';
