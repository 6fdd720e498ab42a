// @sikka/shared/session: the auth session, the only state shared across remotes (ARCHITECTURE rule 2).
export {
  initSession,
  useSession,
  useUser,
  useIsAdmin,
  useStaffRole,
  signOut,
  useSignOut,
  SessionProvider,
  usePasswordRecovery,
  setPasswordRecovery,
  useSignInDialog,
  useAskToSignIn,
} from './hooks';
export type { PasswordRecovery, SessionState, SessionStore, SignInDialogState } from './store';
export { AdminOnly } from './AdminOnly';
// A session frozen in one state (the server's render, stories, tests): @sikka/shared/session/fixed.
