import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A yield to the main thread; with `scheduler.yield()` the page's own work continues before other queued tasks. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * How the page's federation runtimes (the shell's and each remote's) load a shared module. The bootstrap
 * asks for ~15 at once, and their loads in one task were most of the start's blocking time on a phone: so
 * each load yields first, a task of its own. A singleton any version satisfies (`*`: each @sikka/shared
 * entry) skips the runtime's semver check, parsed again on each load and never failed by a `*`; react and
 * react-dom keep theirs. The runtime's own share object is not changed.
 */
export function shareLoadingPlugin(yieldFirst: () => Promise<void> = yieldToMain): ModuleFederationRuntimePlugin {
  return {
    name: 'sikka-share-loading',
    async beforeLoadShare(args) {
      await yieldFirst();
      const { shareInfo } = args;
      if (shareInfo?.shareConfig?.requiredVersion !== '*') return args;
      return { ...args, shareInfo: { ...shareInfo, shareConfig: { ...shareInfo.shareConfig, requiredVersion: false } } };
    },
  };
}
