import { Component, Suspense, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import { Spinner, type RemoteModuleId, type RemotePageProps } from '@sikka/shared';
import { loadRemotePage } from './loadRemotePage';
import { RemoteFallback } from './RemoteFallback';
import { loadedRemotePage } from './remotePages';
import styles from './RemoteBoundary.module.css';

interface ErrorBoundaryProps {
  remote: RemoteModuleId;
  onRetry(): void;
  children: ReactNode;
}

/** Catches a remote that fails to load or to render, so only its own area is lost. */
class RemoteErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[sikka] remote "${this.props.remote}" is unavailable`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RemoteFallback onRetry={this.props.onRetry} /> : this.props.children;
  }
}

interface RemoteAreaProps {
  remote: RemoteModuleId;
  pageProps?: RemotePageProps;
}

/**
 * One remote's area of the page: loads it, shows a spinner meanwhile, the fallback if it fails. A page
 * already loaded (the first address, preloaded by bootstrap; a remote seen before) renders at once:
 * a lazy component would suspend on its first render even then.
 */
export function RemoteArea({ remote, pageProps }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  // `attempt` is a dependency on purpose: every retry needs a new lazy component (see loadRemotePage).
  const Page = useMemo(() => loadedRemotePage(remote) ?? loadRemotePage(remote), [remote, attempt]);
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense
        fallback={
          <div className={styles.loading}>
            <Spinner size="lg" />
          </div>
        }
      >
        <Page {...pageProps} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
