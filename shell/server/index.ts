/** What the repository's commands (scripts/start.mjs, the benches) and the e2e tests use of the server. */
export { cacheControlFor, contentTypeFor } from './files';
export { serveRemote } from './remote';
export { type RouteHandler, type ServeOptions, sendText, serveStatic } from './server';
export { pageCacheMsFromEnv, type Shop, type ShopOptions, startShop } from './shop';
export { releasePaths } from './releases/store';
