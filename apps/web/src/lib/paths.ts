/**
 * Every URL of the web app and of the API it calls lives once in packages/domain/src/paths.ts (DESIGN.md
 * "House style"): the server's preloads and link previews match the same route patterns. This module
 * re-exports the builders so the app's imports stay short.
 */
export { apiPaths, paths, ROUTES, type StoreListQuery } from '@iding/domain';
