import { lazy, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId } from '@sikka/shared';

interface PageModule<Props> {
  default: ComponentType<Props>;
}

/**
 * A React.lazy page for a remote's exposed module. Each call makes a fresh lazy component: React
 * caches a failed lazy load forever, so retrying a remote means asking for a new one.
 */
export function loadRemotePage<Props extends object>(id: RemoteModuleId) {
  return lazy(async (): Promise<PageModule<Props>> => {
    const module = await loadRemote<PageModule<Props>>(id);
    if (!module || typeof module.default !== 'function') {
      throw new Error(`Remote module "${id}" has no default export to render`);
    }
    return module;
  });
}
