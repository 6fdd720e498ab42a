import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { onDemand } from '../../lib/onDemand';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastInput {
  title: string;
  description?: string;
  tone?: ToastTone;
}

export type QueuedToast = ToastInput & { id: number };

type ShowToast = (toast: ToastInput) => void;
/** Call it (`toast({...})`) or destructure it (`const { toast } = useToast()`). */
export type ToastFunction = ShowToast & { toast: ShowToast };

const ToastContext = createContext<ToastFunction | null>(null);
let nextId = 0;

const radix = onDemand(() => import(/* webpackChunkName: "toasts" */ './RadixToasts'));

/**
 * Renders queued toasts in one viewport; the shell (or a standalone remote) mounts it once. The radix
 * part is fetched with the first toast, not with the page: a toast waits the few milliseconds that takes.
 */
export function ToastProvider({ children, duration = 5000 }: { children?: ReactNode; duration?: number }) {
  const [toasts, setToasts] = useState<QueuedToast[]>([]);
  const [used, setUsed] = useState(false);
  if (toasts.length > 0 && !used) setUsed(true);
  const show = useCallback<ShowToast>((toast) => setToasts((all) => [...all, { ...toast, id: ++nextId }]), []);
  const api = useMemo(() => Object.assign((t: ToastInput) => show(t), { toast: show }), [show]);
  const remove = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <LoadedToasts toasts={toasts} duration={duration} onClose={remove} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

function LoadedToasts(props: { toasts: readonly QueuedToast[]; duration: number; onClose(id: number): void }) {
  const { RadixToasts } = radix.read();
  return <RadixToasts {...props} />;
}

export function useToast(): ToastFunction {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast() needs a <ToastProvider> above it');
  return toast;
}
