import { cloneElement, useState, type MouseEvent, type ReactElement } from 'react';

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
