import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * How the page's federation runtime loads a shared module (react, each entry of @sikka/shared): the
 * shell's bootstrap asks for ~15 of them at once and each remote page for its own, all in one task
 * before. On a phone profile (4× CPU) that task was 150 ms of work nobody could tap through, the
 * largest part of the start-up's Total Blocking Time. This plugin
 * - yields to the main thread before each load, so each shared module's lookup is a task of its own
 *   (`scheduler.yield()` where the browser has it: the page's work continues first, before other
 *   queued tasks; else a timer);
 * - lets the runtime skip its semver check for a singleton any version satisfies (`*`: each workspace
 *   entry of @sikka/shared). The runtime parses the range again on each load (~a third of the task);
 *   a `*` never fails it, so leaving it out changes no outcome. react and react-dom keep theirs.
 * Registered for every runtime instance of the page (the shell's and each remote's container) before
 * the first shared module loads: index.ts, the one module that runs before that.
 */
type Hooks = Required<ModuleFederationRuntimePlugin>;
type BeforeLoadShareArgs = Parameters<Hooks['beforeLoadShare']>[0];
type ShareInfo = NonNullable<BeforeLoadShareArgs['shareInfo']>;

interface Scheduler {
  yield?: () => Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The share's config without a requirement every version meets (`*`), else the same object. */
export function withoutAnyVersionCheck(shareInfo: ShareInfo): ShareInfo {
  const { shareConfig } = shareInfo;
  if (shareConfig?.requiredVersion !== '*') return shareInfo;
  return { ...shareInfo, shareConfig: { ...shareConfig, requiredVersion: false } };
}

export function shareLoadingPlugin(yieldFirst: () => Promise<void> = yieldToMain): ModuleFederationRuntimePlugin {
  return {
    name: 'sikka-share-loading',
    async beforeLoadShare(args) {
      await yieldFirst();
      return args.shareInfo ? { ...args, shareInfo: withoutAnyVersionCheck(args.shareInfo) } : args;
    },
  };
}
