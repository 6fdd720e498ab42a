import { zodResolver, useForm } from '@sikka/shared/forms';
import { useEffect } from 'react';
import { type DeliveryInput, type DeliveryValues, deliverySchema } from '@sikka/shared/domain/orders';
import { DEMO_RULES } from '../model/payee.fixture';
import { DeliveryFields, EMPTY_DELIVERY } from './DeliveryFields';

// Typed by hand: the checkout does not depend on Storybook; shared/.storybook picks these stories up.
// The fields are bound to a react-hook-form form with the shared delivery schema, as in the dialog.
function DeliveryForm({ values, validate }: { values: DeliveryInput; validate: boolean }) {
  const form = useForm<DeliveryInput, unknown, DeliveryValues>({ resolver: zodResolver(deliverySchema), defaultValues: values });
  useEffect(() => {
    if (validate) void form.trigger();
  }, [validate, form]);
  return (
    <form noValidate aria-label="Delivery details" style={{ maxWidth: 560 }}>
      <DeliveryFields form={form} states={DEMO_RULES.deliveryStates} />
    </form>
  );
}

export default { title: 'Checkout/DeliveryFields', component: DeliveryForm, args: { values: EMPTY_DELIVERY, validate: false } };

const filled: DeliveryInput = {
  full_name: 'Priya Raghavan',
  phone: '9876543210',
  address_line1: '14, 2nd Cross, Malleshwaram',
  address_line2: 'Near Sampige Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560003',
};

export const Empty = {};
export const Filled = { args: { values: filled } };
/** Every required field left empty, after a submit. */
export const Required = { args: { validate: true } };
/** A phone and PIN code in the wrong shape. */
export const InvalidPhoneAndPincode = { args: { values: { ...filled, phone: '12345', pincode: '56003' }, validate: true } };
