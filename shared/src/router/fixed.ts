// @sikka/shared/router/fixed: the routers whose location is given to them rather than read from the
// browser's address: StaticRouter (the shop's server renders a page with it) and MemoryRouter (tests and
// stories). Not a federation singleton (tooling/rsbuild-federation.ts, NOT_SHARED): a shared entry is
// provided whole, and the browser never runs these (0.8 kB gzip of every first load, issue 52). They still
// share the one router context: in a build, this file and @sikka/shared/router import the same react-router.
export { MemoryRouter, StaticRouter } from 'react-router';
