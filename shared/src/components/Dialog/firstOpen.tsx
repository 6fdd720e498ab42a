import { cloneElement, Suspense, useState, type ComponentType, type MouseEvent, type ReactElement } from 'react';

interface Openable {
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?(open: boolean): void;
}

/**
 * A dialog's radix code is fetched the first time it opens, not with the page: until then a closed
 * dialog renders nothing but its trigger, which opens it. `shown` turns true at the first opening (by
 * `open`, `defaultOpen` or the trigger) and stays true, so later closes and openings are radix's own.
 * `defaultOpen` is what to hand radix: an uncontrolled dialog opened by its trigger starts open.
 */
export function useFirstOpen({ trigger, open, defaultOpen, onOpenChange }: Openable) {
  const [openedByTrigger, setOpenedByTrigger] = useState(false);
  const wanted = open ?? (defaultOpen === true || openedByTrigger);
  const [shown, setShown] = useState(wanted);
  if (wanted && !shown) setShown(true);

  const standIn =
    trigger &&
    cloneElement(
      trigger as ReactElement<{ onClick?(event: MouseEvent): void }>,
      {
        'aria-haspopup': 'dialog',
        'aria-expanded': false,
        'data-state': 'closed',
        onClick: (event: MouseEvent) => {
          (trigger.props as { onClick?(event: MouseEvent): void }).onClick?.(event);
          if (event.defaultPrevented) return;
          if (open === undefined) setOpenedByTrigger(true);
          else onOpenChange?.(true);
        },
      } as Record<string, unknown>,
    );

  return { shown, standIn: standIn ?? null, defaultOpen: defaultOpen === true || openedByTrigger };
}

/** A dialog's radix part, fetched on demand (lib/onDemand.ts). */
export interface DialogPart<P> {
  read(): ComponentType<P>;
}

/**
 * The one shape of Dialog and AlertDialog: the trigger alone until the first opening (useFirstOpen),
 * then the radix part, fetched then, with the trigger standing in while it arrives.
 */
export function OpenedOnDemand<P extends Openable>({ part, props }: { part: DialogPart<P>; props: P }) {
  const { shown, standIn, defaultOpen } = useFirstOpen(props);
  if (!shown) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LoadedPart part={part} props={{ ...props, defaultOpen }} />
    </Suspense>
  );
}

function LoadedPart<P extends Openable>({ part, props }: { part: DialogPart<P>; props: P }) {
  const Radix = part.read();
  return <Radix {...props} />;
}
