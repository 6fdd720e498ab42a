import { z } from '@sikka/shared/zod';
import { INDIAN_STATES } from '@sikka/shared/config';

// `abort`: an empty field says it is required, not also that it has the wrong length.
const required = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} is required`, abort: true });

/**
 * Checkout delivery details (spec §5). Field names are the delivery_addresses columns; the same
 * rules are CHECK constraints in SQL.
 */
export const deliverySchema = z.object({
  full_name: required('Full name'),
  phone: required('Phone').regex(/^\d{10}$/, 'Phone must be exactly 10 digits'),
  address_line1: required('Address line 1'),
  address_line2: z.string().trim().optional(),
  city: required('City'),
  state: z.enum(INDIAN_STATES, { error: 'Please select a state' }),
  pincode: required('PIN code').regex(/^\d{6}$/, 'PIN code must be exactly 6 digits'),
});

export type DeliveryInput = z.input<typeof deliverySchema>;
export type DeliveryValues = z.output<typeof deliverySchema>;
