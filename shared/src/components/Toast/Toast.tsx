import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Toast as RadixToast } from 'radix-ui';
import { cx } from '../../lib/cx';
import { X } from 'lucide-react';
import styles from './Toast.module.css';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastInput {
  title: string;
  description?: string;
  tone?: ToastTone;
}

type ShowToast = (toast: ToastInput) => void;
/** Call it (`toast({...})`) or destructure it (`const { toast } = useToast()`). */
export type ToastFunction = ShowToast & { toast: ShowToast };

const ToastContext = createContext<ToastFunction | null>(null);
let nextId = 0;

/** Renders queued toasts in one viewport; the shell (or a standalone remote) mounts it once. */
export function ToastProvider({ children, duration = 5000 }: { children?: ReactNode; duration?: number }) {
  const [toasts, setToasts] = useState<Array<ToastInput & { id: number }>>([]);
  const show = useCallback<ShowToast>((toast) => setToasts((all) => [...all, { ...toast, id: ++nextId }]), []);
  const api = useMemo(() => Object.assign((t: ToastInput) => show(t), { toast: show }), [show]);
  const remove = (id: number) => setToasts((all) => all.filter((t) => t.id !== id));
  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={duration} swipeDirection="right">
        {children}
        {toasts.map(({ id, title, description, tone = 'info' }) => (
          <RadixToast.Root
            key={id}
            type={tone === 'error' ? 'foreground' : 'background'}
            className={cx(styles.toast, styles[tone])}
            onOpenChange={(open) => !open && remove(id)}
          >
            <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
            {description && <RadixToast.Description className={styles.description}>{description}</RadixToast.Description>}
            <RadixToast.Close className={styles.close} aria-label="Close">
              <X aria-hidden="true" focusable="false" size={16} />
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className={styles.viewport} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastFunction {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast() needs a <ToastProvider> above it');
  return toast;
}
