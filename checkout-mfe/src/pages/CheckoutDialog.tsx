import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useForm, useFormSubmit, zodResolver } from '@sikka/shared/forms';
import { useNavigate } from '@sikka/shared/router';
import { Dialog, EmptyState, Spinner } from '@sikka/shared/ui';
import {
  BUYER_EMAIL_INVALID,
  deliverySchemaFor,
  isBuyerEmailRefusal,
  orderTotals,
  rememberOrderToken,
  unpaidOrder,
  type DeliveryInput,
  type DeliveryValues,
  type PaymentState,
} from '@sikka/shared/domain/orders';
import type { CheckoutDialogProps } from '@sikka/shared/federation';
import { useAsync } from '@sikka/shared/async';
import {
  ensureBuyerSession,
  fetchCheckoutListing,
  fetchLastDeliveryAddress,
  fetchOpenOrder,
  placeOrder,
  readShopFacts,
  requestContactCode,
  submitPayment,
  verifyContactCode,
  type PlacedOrder,
} from '../api/checkout';
import { ERROR_TEXTS, errorKey } from '@sikka/shared/domain/errors';
import { clearDeliveryDraft, readDeliveryDraft, saveDeliveryDraft } from '../model/deliveryDraft';
import { checkoutDialogTitle } from '../model/dialogTitle';
import { LISTING_LOAD_FAILED } from '../model/messages';
import { orderRefusalReason, rateLimitText } from '../model/order';
import { useOutsideTapClock } from '../model/outsideTaps';
import { currentDevice, opensUpiApps } from '../model/payment';
import { usePromo } from '../model/usePromo';
import { CheckoutForm } from '../components/CheckoutForm';
import { ContactVerification } from '../components/ContactVerification';
import { EMPTY_DELIVERY } from '../components/DeliveryFields';
import { OrderFailedAlert } from '../components/OrderFailedAlert';
import { PaymentStep } from '../components/PaymentStep';

const openLink = (link: string) => window.location.assign(link);

const SHOP_DETAILS_FAILED = 'The checkout could not be loaded. Please try again in a moment.';

/**
 * checkout/CheckoutDialog (spec §2 "Checkout"): delivery details, promo and summary, then the order is
 * placed by the database and the buyer pays through a UPI link. The form lives here, above the dialog's
 * content, so closing and reopening the dialog keeps what was typed; a reload keeps it too (a draft in
 * sessionStorage). An open order of this piece, read from the database, brings the payment step back
 * after a reload or a return from the UPI app.
 */
export default function CheckoutDialog({ collectibleId, open, onOpenChange }: CheckoutDialogProps) {
  // The piece being bought: the launcher mounts this dialog when 'Purchase Now' is hovered, focused or
  // clicked, so it is usually read before the dialog opens.
  const listing = useAsync(() => fetchCheckoutListing(collectibleId), [collectibleId]);
  const openOrder = useAsync(() => fetchOpenOrder(collectibleId), [collectibleId]);
  const lastAddress = useAsync(fetchLastDeliveryAddress, []);
  // Whom to pay, the PAN threshold and the states delivered to: the owner's Settings, read as the checkout
  // opens. Not the page's copy (fetchShopFacts): a page open for an hour, or rendered from the server's
  // reads of the last second or two, would send the money to a UPI ID the owner has since changed.
  const shop = useAsync(readShopFacts, []);
  const facts = shop.status === 'ready' ? shop.data : null;
  const rules = { panThreshold: facts?.pan_threshold ?? 0, deliveryStates: facts?.delivery_states ?? [] };
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  const promo = usePromo();
  // The order's total decides whether a PAN or Form 60 is asked (Rule 114B); the resolver reads it
  // when the form is checked, so applying a promo code changes the rule without a new form.
  const total =
    listing.status === 'ready' && listing.data ? orderTotals(listing.data.price, promo.applied?.discount_percent ?? 0).total : 0;
  const totalRef = useRef(total);
  totalRef.current = total;
  const form = useForm<DeliveryInput, unknown, DeliveryValues>({
    resolver: (values, context, options) =>
      zodResolver(deliverySchemaFor(totalRef.current, rulesRef.current))(values, context, options),
    defaultValues: readDeliveryDraft(EMPTY_DELIVERY),
  });
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  // The payment state after "I have paid", until the order is read back again.
  const [payment, setPayment] = useState<PaymentState | null>(null);
  // A refusal the buyer cannot answer in the form: the 'Order failed' alert, with a retry.
  const [failure, setFailure] = useState<{ reason: string | null } | null>(null);
  // The database asks for a verified e-mail before this hold (too many holds from this network).
  const [needsContact, setNeedsContact] = useState(false);
  const navigate = useNavigate();
  const { reset: resetPromo } = promo;
  const outsideTapJustNow = useOutsideTapClock();
  const { refetch: refetchOpenOrder } = openOrder;

  // Another listing starts a new checkout.
  // biome-ignore lint/correctness/useExhaustiveDependencies: collectibleId is the trigger, not an input
  useEffect(() => {
    setPlaced(null);
    setPayment(null);
    form.clearErrors('root');
    setNeedsContact(false);
    resetPromo();
  }, [collectibleId, resetPromo, form]);

  // Reopening the dialog ('Complete your payment') shows where the payment stands now: the shop may
  // have confirmed or rejected it meanwhile.
  // (The first opening needs no second read: the order is being read already.)
  const wasOpen = useRef(open);
  useEffect(() => {
    const reopened = open && !wasOpen.current;
    wasOpen.current = open;
    if (!reopened) return;
    setPayment(null);
    void refetchOpenOrder();
  }, [open, refetchOpenOrder]);

  useEffect(() => {
    const subscription = form.watch((values) => saveDeliveryDraft(values));
    return () => subscription.unsubscribe();
  }, [form]);

  // The order read back is the freshest; the one just placed stands in until it arrives.
  const readBack = openOrder.status === 'ready' ? openOrder.data : null;
  const base = readBack ?? (placed ? unpaidOrder(placed) : null);
  const order = base && payment ? { ...base, ...payment } : base;

  // Refusals the buyer answers in the form itself (a limit, too many unpaid orders, too large an order)
  // are the form's failure; a field's refusal is said under the field.
  const submit = useFormSubmit(
    form,
    async (delivery) => {
      setFailure(null);
      await ensureBuyerSession();
      const next = await placeOrder({ collectibleId, delivery, promoCode: promo.applied?.promo_code ?? null });
      setPlaced(next);
      setNeedsContact(false);
      // 'My Orders' lists this order after a sign-in too, even once the guest session is gone.
      rememberOrderToken(next.access_token);
      clearDeliveryDraft();
      form.reset(EMPTY_DELIVERY);
      resetPromo();
    },
    (error) => {
      console.error('[checkout] the order was not placed', error);
      const key = errorKey(error);
      // The buyer's own order of this piece is already open (another tab, an earlier visit): show it.
      if (key === 'collectible_order_open') {
        refetchOpenOrder();
        return undefined;
      }
      // The e-mail is optional: the buyer corrects it (or empties it) and orders again, nothing lost.
      if (isBuyerEmailRefusal(error)) {
        form.setError('buyer_email', { message: BUYER_EMAIL_INVALID }, { shouldFocus: true });
        return undefined;
      }
      // The dealer's GSTIN as the database refused it: said under the field, everything typed kept.
      if (key === 'gstin_format' || key === 'gstin_state_unknown' || key === 'gstin_check_digit') {
        form.setError('buyer_gstin', { message: ERROR_TEXTS[key] }, { shouldFocus: true });
        return undefined;
      }
      if (key === 'gstin_trade_name_required') {
        form.setError('buyer_trade_name', { message: ERROR_TEXTS[key] }, { shouldFocus: true });
        return undefined;
      }
      if (key === 'hold_contact_required') {
        setNeedsContact(true);
        return undefined;
      }
      // A limit is said plainly, in the form, never as 'Failed to save delivery address'.
      const limited = rateLimitText(error);
      if (limited) return limited;
      // The owner stopped delivering there since the page was loaded: the buyer picks another state.
      if (key === 'order_state_not_served') {
        form.setError('state', { message: ERROR_TEXTS[key] }, { shouldFocus: true });
        return undefined;
      }
      if (key === 'order_pan_required' || key === 'order_pan_invalid') {
        form.setError('pan', { message: ERROR_TEXTS[key] }, { shouldFocus: true });
        return undefined;
      }
      if (key === 'order_unpaid_limit' || key === 'order_total_too_large') return ERROR_TEXTS[key];
      setFailure({ reason: orderRefusalReason(error) });
      return undefined;
    },
  );

  const close = useCallback(
    (isOpen: boolean) => {
      // A stray tap on the backdrop must not hide an order being paid for; Escape and Close still work.
      if (!isOpen && order && outsideTapJustNow()) return;
      onOpenChange(isOpen);
    },
    [order, onOpenChange, outsideTapJustNow],
  );

  const backToShop = useCallback(() => {
    onOpenChange(false);
    navigate('/');
  }, [navigate, onOpenChange]);

  const openOrderPage = useCallback(
    (path: string) => {
      onOpenChange(false);
      navigate(path);
    },
    [navigate, onOpenChange],
  );

  let body: ReactNode;
  if (shop.status === 'error') {
    body = <EmptyState title={SHOP_DETAILS_FAILED} headingLevel={3} />;
  } else if (order && facts) {
    body = (
      <PaymentStep
        order={order}
        payee={facts}
        opensUpiApps={opensUpiApps(currentDevice())}
        openLink={openLink}
        onBackToShop={backToShop}
        onOpenOrderPage={openOrderPage}
        resumed={placed?.order_id !== order.order_id}
        submitPayment={submitPayment}
        onPaymentChange={setPayment}
      />
    );
  } else if (listing.status === 'loading' || openOrder.status === 'loading' || !facts) {
    body = <Spinner label="Loading the item" />;
  } else if (listing.status === 'error') {
    body = <EmptyState title={LISTING_LOAD_FAILED} headingLevel={3} />;
  } else if (!listing.data) {
    body = <EmptyState title={ERROR_TEXTS.collectible_not_found} headingLevel={3} />;
  } else {
    body = (
      <CheckoutForm
        listing={listing.data}
        form={form}
        promo={promo}
        rules={rules}
        onSubmit={submit}
        lastAddress={lastAddress.status === 'ready' ? lastAddress.data : null}
        verification={
          needsContact ? (
            <ContactVerification
              initialEmail={form.getValues('buyer_email') ?? ''}
              requestCode={requestContactCode}
              verifyCode={verifyContactCode}
              onVerified={() => void submit()}
            />
          ) : null
        }
      />
    );
  }

  return (
    <>
      <Dialog title={checkoutDialogTitle(order)} open={open} onOpenChange={close}>
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
