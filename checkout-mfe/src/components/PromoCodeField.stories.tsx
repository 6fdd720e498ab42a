import { type ComponentProps, useState } from 'react';
import { PromoCodeField } from './PromoCodeField';

type Promo = ComponentProps<typeof PromoCodeField>['promo'];
type PromoState = Pick<Promo, 'input' | 'checking' | 'applied' | 'feedback'>;

// Typed by hand: the checkout does not depend on Storybook; shared/.storybook picks these stories up.
// Each story freezes one state of the promo; typing still updates the input.
export default {
  title: 'Checkout/PromoCodeField',
  component: PromoCodeField,
  render: function Render({ promo }: { promo: Promo }) {
    const [input, setInput] = useState(promo.input);
    return <PromoCodeField promo={{ ...promo, input, setInput: (value) => setInput(value.toUpperCase()) }} />;
  },
};

const promo = (state: Partial<PromoState>): { args: { promo: Promo } } => ({
  args: {
    promo: {
      input: '',
      checking: false,
      applied: null,
      feedback: null,
      setInput: () => {},
      apply: async () => {},
      remove: () => {},
      reset: () => {},
      ...state,
    },
  },
});

/** Apply is disabled until something is typed. */
export const Empty = promo({});
export const Typed = promo({ input: 'DIWALI10' });
export const Checking = promo({ input: 'DIWALI10', checking: true });
export const Applied = promo({
  applied: { promo_code: 'DIWALI10', discount_percent: 10 },
  feedback: { tone: 'success', text: 'Promo code applied successfully' },
});
export const Expired = promo({ input: 'MONSOON25', feedback: { tone: 'error', text: 'This promo code has expired' } });
export const UsedUp = promo({
  input: 'FIRST100',
  feedback: { tone: 'error', text: 'This promo code has reached its maximum uses' },
});
