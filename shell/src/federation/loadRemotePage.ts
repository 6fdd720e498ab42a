import { lazy } from 'react';
import type { RemoteModuleId } from '@sikka/shared';
import { remotePage } from './remotePages';

/**
 * A React.lazy page for a remote's exposed module. Each call makes a fresh lazy component: React
 * caches a failed lazy load forever, so retrying a remote means asking for a new one (remotePages
 * forgets a failed load once it has been reported, so the new one really loads again).
 */
export function loadRemotePage(id: RemoteModuleId) {
  return lazy(() => remotePage(id));
}
