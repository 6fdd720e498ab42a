import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useMemo,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { Spinner } from '@sikka/shared/ui';
import type { RemoteModuleId } from './contracts';
import { reportRemoteError } from './errorReports';
import { loadedRemoteComponent, loadRemoteModule } from './loadRemoteModule';
import { RemoteFallback } from './RemoteFallback';
import styles from './RemoteSlot.module.css';

interface ErrorBoundaryProps {
  name: string;
  fallback: ReactNode;
  onError?(error: unknown): void;
  children: ReactNode;
}

/** Catches code that fails to load or to render, so only its own area is lost. */
class SlotErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[sikka] ${this.props.name} is unavailable`, error, info.componentStack);
    reportRemoteError(this.props.name, error);
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface SlotOptions {
  /** A centred spinner by default. */
  loading?: ReactNode;
  /** Shown when the code fails or times out; `retry` loads it again. By default RemoteFallback's 'Try again'. */
  fallback?(retry: () => void): ReactNode;
  onError?(error: unknown): void;
}

export interface RemoteSlotProps<Props extends object> extends SlotOptions {
  /** The remote module by public name, e.g. 'catalog/HomePage' or 'checkout/CheckoutDialog'. */
  id: RemoteModuleId;
  props?: Props;
  timeoutMs?: number;
}

const defaultLoading = (
  <div className={styles.loading}>
    <Spinner size="lg" />
  </div>
);

interface RetryingSlotProps<Props extends object> extends SlotOptions {
  name: string;
  /** A stable function making the component, called again (a new lazy component) on each retry. */
  make(): ComponentType<Props>;
  props?: Props;
}

function RetryingSlot<Props extends object>(slot: RetryingSlotProps<Props>) {
  const { name, make, props, loading = defaultLoading, fallback, onError } = slot;
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((n) => n + 1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: React remembers a failed lazy load for good: each attempt needs a new one
  const Code = useMemo(make, [make, attempt]);
  return (
    <SlotErrorBoundary
      key={attempt}
      name={name}
      onError={onError}
      fallback={fallback ? fallback(retry) : <RemoteFallback onRetry={retry} />}
    >
      <Suspense fallback={loading}>
        <Code {...(props as Props)} />
      </Suspense>
    </SlotErrorBoundary>
  );
}

/**
 * One remote's area of the page, for pages and widgets alike: loads it within a time limit, with a
 * spinner meanwhile and an accessible fallback with a retry. A module already loaded renders at once,
 * where a lazy component would still suspend on its first render.
 */
export function RemoteSlot<Props extends object>({ id, timeoutMs, ...slot }: RemoteSlotProps<Props>) {
  const make = useCallback(
    () => loadedRemoteComponent<Props>(id) ?? lazy(() => loadRemoteModule<Props>(id, { timeoutMs })),
    [id, timeoutMs],
  );
  return <RetryingSlot name={`remote "${id}"`} make={make} {...slot} />;
}

export interface LazySlotProps extends SlotOptions {
  /** Named in the console when it fails. */
  name: string;
  /** A stable function fetching the component (a dynamic import), called again on a retry. */
  load(): Promise<{ default: ComponentType }>;
}

/** An area whose code is fetched when first shown (the shell's policy pages), with a remote's spinner and fallback. */
export function LazySlot({ name, load, ...slot }: LazySlotProps) {
  const make = useCallback(() => lazy(load), [load]);
  return <RetryingSlot name={name} make={make} {...slot} />;
}
