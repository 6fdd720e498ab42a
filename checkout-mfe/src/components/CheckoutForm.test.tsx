import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useForm, zodResolver } from '@sikka/shared/forms';
import { type DeliveryInput, type DeliveryValues, deliverySchema } from '@sikka/shared/domain/orders';
import stories from './CheckoutForm.stories';
import { CheckoutForm } from './CheckoutForm';
import { DEMO_RULES } from '../model/payee.fixture';
import { EMPTY_DELIVERY } from './DeliveryFields';

const Story = stories.component;

describe('CheckoutForm', () => {
  it('links the return and shipping policies, opening in a new tab so nothing typed is lost', () => {
    render(<Story {...stories.args} />);
    for (const [name, href] of [
      ['Return Policy', '/return-policy'],
      ['Shipping Policy', '/shipping-policy'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });
});

describe("the form's state is shown by the parts that show it", () => {
  /** The checkout dialog's place: it holds the form; `renders` counts its renders. */
  function Host({ onValid, counter, accept }: { onValid(): Promise<void>; counter: { renders: number }; accept?: boolean }) {
    counter.renders += 1;
    const form = useForm<DeliveryInput, unknown, DeliveryValues>({
      resolver: accept ? async (values) => ({ values: values as DeliveryValues, errors: {} }) : zodResolver(deliverySchema),
      defaultValues: EMPTY_DELIVERY,
    });
    return (
      <CheckoutForm
        listing={stories.args.listing}
        form={form}
        promo={stories.args.promo}
        rules={DEMO_RULES}
        onSubmit={form.handleSubmit(onValid)}
      />
    );
  }

  it("'Continue to payment' is busy while the order is placed, without rendering the whole checkout again", async () => {
    const counter = { renders: 0 };
    let finish = () => {};
    const placing = new Promise<void>((resolve) => {
      finish = resolve;
    });
    render(<Host onValid={() => placing} counter={counter} accept />);
    const before = counter.renders;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue to payment' }));
    const button = await screen.findByRole('button', { name: /Continue to payment/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Placing your order')).toBeInTheDocument();
    expect(counter.renders).toBe(before);
    finish();
    expect(await screen.findByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  });

  it("an empty form's errors show under its fields, and what was typed stays", async () => {
    const counter = { renders: 0 };
    render(<Host onValid={async () => {}} counter={counter} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Full name/), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByLabelText(/Phone/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Asha Rao');
  });
});
