import { zodResolver, useForm } from '@sikka/shared/forms';
import type { ComponentProps } from 'react';
import { type DeliveryInput, type DeliveryValues, deliverySchema } from '@sikka/shared/domain/orders';
import { CheckoutForm } from './CheckoutForm';
import { DEMO_RULES } from '../model/payee.fixture';
import { EMPTY_DELIVERY } from './DeliveryFields';

type Props = ComponentProps<typeof CheckoutForm>;
type Listing = Props['listing'];
type Promo = Props['promo'];

// Typed by hand: the checkout does not depend on Storybook; shared/.storybook picks these stories up.
// The form is a react-hook-form form with the shared delivery schema; submitting validates it here.
function CheckoutFormStory({ listing, promo }: { listing: Listing; promo: Promo }) {
  const form = useForm<DeliveryInput, unknown, DeliveryValues>({
    resolver: zodResolver(deliverySchema),
    defaultValues: EMPTY_DELIVERY,
  });
  return (
    <div style={{ maxWidth: 560 }}>
      <CheckoutForm listing={listing} form={form} promo={promo} rules={DEMO_RULES} onSubmit={form.handleSubmit(() => {})} />
    </div>
  );
}

const promo = (applied: Promo['applied'] = null): Promo => ({
  input: '',
  checking: false,
  applied,
  feedback: applied ? { tone: 'success', text: 'Promo code applied successfully' } : null,
  setInput: () => {},
  apply: async () => {},
  remove: () => {},
  reset: () => {},
});

const listing: Listing = {
  id: 'c0000000-0000-4000-8000-000000000001',
  slug: '1947-king-george-vi-one-rupee',
  name: '1947 King George VI One Rupee',
  price: 2450,
  status: 'available',
};

export default { title: 'Checkout/CheckoutForm', component: CheckoutFormStory, args: { listing, promo: promo() } };

export const Available = {};
export const WithAPromo = { args: { promo: promo({ promo_code: 'DIWALI10', discount_percent: 10 }) } };
/** Sold or unavailable: the spec's notice instead of the form, and no way to continue. */
export const Sold = { args: { listing: { ...listing, status: 'sold' } satisfies Listing } };
export const Unavailable = { args: { listing: { ...listing, status: 'unavailable' } satisfies Listing } };
