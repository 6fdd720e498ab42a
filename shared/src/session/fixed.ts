// @sikka/shared/session/fixed: a session store frozen in one state, for the shop's server (it renders
// every page signed out) and for stories and component tests. Not a federation singleton
// (tooling/rsbuild-federation.ts, NOT_SHARED): the browser never runs it, and a shared entry is provided
// whole (issue 52). In a build it uses the same store module as @sikka/shared/session.
export { exampleUser, staticSessionStore } from './staticStore';
