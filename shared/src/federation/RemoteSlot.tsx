import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { Spinner } from '@sikka/shared/ui';
import type { RemoteModuleId } from './contracts';
import { loadedRemoteComponent, loadRemoteModule } from './loadRemoteModule';
import { RemoteFallback } from './RemoteFallback';
import styles from './RemoteSlot.module.css';

interface ErrorBoundaryProps {
  id: RemoteModuleId;
  fallback: ReactNode;
  onError?(error: unknown): void;
  children: ReactNode;
}

/** Catches a remote that fails to load or to render, so only its own area is lost. */
class RemoteErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[sikka] remote "${this.props.id}" is unavailable`, error, info.componentStack);
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface RemoteSlotProps<Props extends object> {
  /** The remote module by public name, e.g. 'catalog/HomePage' or 'checkout/CheckoutDialog'. */
  id: RemoteModuleId;
  props?: Props;
  /** Shown while loading; a centred spinner by default. */
  loading?: ReactNode;
  /** Shown when the remote fails or times out; `retry` loads it again. The default has 'Try again'. */
  fallback?(retry: () => void): ReactNode;
  onError?(error: unknown): void;
  timeoutMs?: number;
}

const defaultLoading = (
  <div className={styles.loading}>
    <Spinner size="lg" />
  </div>
);

/**
 * One remote's area of the page, for pages and widgets alike: loads it (bounded by a time limit),
 * shows a spinner meanwhile and an accessible fallback with a retry if it fails. A module already
 * loaded (preloaded for the first address, or seen before) renders at once: a lazy component would
 * suspend on its first render even then.
 */
export function RemoteSlot<Props extends object>({
  id,
  props,
  loading = defaultLoading,
  fallback,
  onError,
  timeoutMs,
}: RemoteSlotProps<Props>) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((n) => n + 1);
  // `attempt` is a dependency on purpose: React remembers a failed lazy load for good, so every retry
  // needs a new lazy component (and loadRemoteModule has forgotten the failed load).
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt, see above
  const Remote = useMemo<ComponentType<Props>>(
    () => loadedRemoteComponent<Props>(id) ?? lazy(() => loadRemoteModule<Props>(id, { timeoutMs })),
    [id, attempt, timeoutMs],
  );
  return (
    <RemoteErrorBoundary
      key={attempt}
      id={id}
      onError={onError}
      fallback={fallback ? fallback(retry) : <RemoteFallback onRetry={retry} />}
    >
      <Suspense fallback={loading}>
        <Remote {...(props as Props)} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
