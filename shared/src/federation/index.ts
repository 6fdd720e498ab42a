// @sikka/shared/federation: contracts between apps and the one way to load a remote (ARCHITECTURE rules 2-3).
export {
  REMOTE_MODULES,
  type CheckoutDialogProps,
  type RemoteName,
  type RemoteModuleId,
  type RemoteModuleProps,
  type RemoteModulePropsOf,
} from './contracts';
export {
  REMOTE_LOAD_TIMEOUT_MS,
  RemoteTimeoutError,
  forgetRemoteModules,
  loadRemoteModule,
  preloadRemoteModule,
  loadedRemoteComponent,
  type ComponentModule,
  type LoadOptions,
} from './loadRemoteModule';
export { onRemoteError, reportRemoteError } from './errorReports';
export { FIRST_FRAME_SCRIPT, FIRST_FRAME_STYLE, secondFrame } from './firstFrame';
export { LazySlot, RemoteSlot, type LazySlotProps, type RemoteSlotProps } from './RemoteSlot';
export { REMOTE_UNAVAILABLE, RemoteFallback } from './RemoteFallback';
export { REMOTE_LIST_FILE, fetchRemoteList, parseRemoteList, registerRemotesFromList, type RemoteEntry } from './remoteList';
export { DEFAULT_RETRY, fetchWithRetry, retryPlugin, type RetryOptions } from './retry';
export {
  PageDataProvider,
  PageLoad,
  useHydrated,
  usePageLoad,
  useServedPageData,
  useSiteOrigin,
  type PageData,
  type PageLoader,
  type PageLoaderContext,
  type PageLoaderResult,
  type PageLoadProps,
  type PageModule,
} from './pageData';
