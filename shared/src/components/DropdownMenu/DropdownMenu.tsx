import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import { cx } from '@sikka/shared/ui';
import styles from './DropdownMenu.module.css';

export interface DropdownMenuProps {
  /** The button that opens the menu (e.g. a Button); it gets `data-state="open"` while open. */
  trigger: ReactElement;
  /** DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuGroup. */
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?(open: boolean): void;
  /** Which edge of the trigger the menu lines up with. */
  align?: 'start' | 'center' | 'end';
  className?: string;
}

/**
 * A menu button (radix DropdownMenu): arrow keys, Home/End, type-ahead, Escape closes and gives focus
 * back to the trigger. Items are links (`asChild` over a router Link) or actions (`onSelect`).
 */
export function DropdownMenu({
  trigger,
  children,
  open,
  defaultOpen,
  onOpenChange,
  align = 'start',
  className,
}: DropdownMenuProps) {
  return (
    <RadixDropdownMenu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixDropdownMenu.Trigger asChild>{trigger}</RadixDropdownMenu.Trigger>
      <RadixDropdownMenu.Portal>
        <RadixDropdownMenu.Content className={cx(styles.menu, className)} align={align} sideOffset={6} collisionPadding={8}>
          {children}
        </RadixDropdownMenu.Content>
      </RadixDropdownMenu.Portal>
    </RadixDropdownMenu.Root>
  );
}

export type DropdownMenuItemProps = ComponentPropsWithRef<typeof RadixDropdownMenu.Item>;

export function DropdownMenuItem({ className, ...props }: DropdownMenuItemProps) {
  return <RadixDropdownMenu.Item className={cx(styles.item, className)} {...props} />;
}

/** A line of text that is not an item (e.g. who is signed in); skipped by the arrow keys. */
export function DropdownMenuLabel({ className, ...props }: ComponentPropsWithRef<typeof RadixDropdownMenu.Label>) {
  return <RadixDropdownMenu.Label className={cx(styles.label, className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentPropsWithRef<typeof RadixDropdownMenu.Separator>) {
  return <RadixDropdownMenu.Separator className={cx(styles.separator, className)} {...props} />;
}

export const DropdownMenuGroup = RadixDropdownMenu.Group;
