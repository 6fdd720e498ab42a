import { Dialog, type CheckoutDialogProps } from '@sikka/shared';

/** checkout/CheckoutDialog (spec §2 "Checkout"). The checkout issue builds the form, promo and UPI. */
export default function CheckoutDialog({ open, onOpenChange }: CheckoutDialogProps) {
  return <Dialog title="Delivery Details" open={open} onOpenChange={onOpenChange} />;
}
