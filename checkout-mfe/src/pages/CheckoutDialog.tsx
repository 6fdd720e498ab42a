import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog, EmptyState, Spinner } from '@sikka/shared/ui';
import { deliverySchema, type DeliveryInput, type DeliveryValues } from '@sikka/shared/domain/orders';
import { type CheckoutDialogProps } from '@sikka/shared/federation';
import { useAsync } from '@sikka/shared/async';
import { ensureBuyerSession, fetchCheckoutListing, placeOrder, type PlacedOrder } from '../api/checkout';
import { ERROR_TEXTS } from '@sikka/shared/domain/errors';
import { DIALOG_TITLE, LISTING_LOAD_FAILED } from '../model/messages';
import { orderRefusalReason } from '../model/order';
import { currentDevice, opensUpiApps } from '../model/payment';
import { usePromo } from '../model/usePromo';
import { CheckoutForm } from './CheckoutForm';
import { EMPTY_DELIVERY } from './DeliveryFields';
import { OrderFailedAlert } from './OrderFailedAlert';
import { PaymentStep } from './PaymentStep';

const openLink = (link: string) => window.location.assign(link);

/**
 * checkout/CheckoutDialog (spec §2 "Checkout"): delivery details, promo and summary, then the order is
 * placed by the database and the buyer pays through a UPI link. The form lives here, above the dialog's
 * content, so closing and reopening the dialog keeps what was typed.
 */
export default function CheckoutDialog({ collectibleId, open, onOpenChange }: CheckoutDialogProps) {
  // The piece being bought: the launcher mounts this dialog when 'Purchase Now' is hovered, focused or
  // clicked, so it is usually read before the dialog opens.
  const listing = useAsync(() => fetchCheckoutListing(collectibleId), [collectibleId]);
  const promo = usePromo();
  const form = useForm<DeliveryInput, unknown, DeliveryValues>({ resolver: zodResolver(deliverySchema), defaultValues: EMPTY_DELIVERY });
  const [order, setOrder] = useState<PlacedOrder | null>(null);
  const [failure, setFailure] = useState<{ reason: string | null } | null>(null);
  const navigate = useNavigate();
  const { reset: resetPromo } = promo;

  // Another listing starts a new checkout.
  useEffect(() => {
    setOrder(null);
    resetPromo();
  }, [collectibleId, resetPromo]);

  const submit = form.handleSubmit(async (delivery) => {
    setFailure(null);
    try {
      await ensureBuyerSession();
      const placed = await placeOrder({ collectibleId, delivery, promoCode: promo.applied?.promo_code ?? null });
      setOrder(placed);
      form.reset(EMPTY_DELIVERY);
      resetPromo();
    } catch (error) {
      console.error('[checkout] the order was not placed', error);
      setFailure({ reason: orderRefusalReason(error) });
    }
  });

  const backToShop = useCallback(() => {
    onOpenChange(false);
    navigate('/');
  }, [navigate, onOpenChange]);

  let body;
  if (order) {
    body = <PaymentStep order={order} opensUpiApps={opensUpiApps(currentDevice())} openLink={openLink} onBackToShop={backToShop} />;
  } else if (listing.status === 'loading') {
    body = <Spinner label="Loading the item" />;
  } else if (listing.status === 'error') {
    body = <EmptyState title={LISTING_LOAD_FAILED} headingLevel={3} />;
  } else if (!listing.data) {
    body = <EmptyState title={ERROR_TEXTS.collectible_not_found} headingLevel={3} />;
  } else {
    body = <CheckoutForm listing={listing.data} form={form} promo={promo} onSubmit={submit} />;
  }

  return (
    <>
      <Dialog title={order ? 'Complete your payment' : DIALOG_TITLE} open={open} onOpenChange={onOpenChange}>
        {body}
      </Dialog>
      <OrderFailedAlert
        open={failure !== null}
        reason={failure?.reason ?? null}
        onOpenChange={(isOpen) => !isOpen && setFailure(null)}
        onRetry={() => void submit()}
      />
    </>
  );
}
