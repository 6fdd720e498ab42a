import { z } from '@sikka/shared/zod';
import { isIndianState, TEXT_LIMITS } from '@sikka/shared/config';
import { ERROR_TEXTS } from '@sikka/shared/domain/errors';
import { indianMobile } from '@sikka/shared/format';
import { gstinProblem, TRADE_NAME_MAX } from '@sikka/shared/domain/gstin';
import { buyerEmailSchema } from './buyerEmail';

// `abort`: an empty field says it is required, not also that it has the wrong length.
const required = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} is required`, abort: true });

/** A PAN as place_order checks it (order_pan_invalid); the buyer may type it in lower case. */
const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** Income-tax Rule 114B: an order above the shop's PAN threshold needs the buyer's PAN or a Form 60 declaration. */
export const needsTaxId = (total: number, panThreshold: number) => total > panThreshold;

/** The checkout's rules the owner sets in Settings (read with the shop's facts: @sikka/shared/domain/settings). */
export interface CheckoutRules {
  panThreshold: number;
  /** The states the shop delivers to; place_order refuses any other (order_state_not_served). */
  deliveryStates: readonly string[];
}

/**
 * Checkout delivery details (spec §5). Field names are the delivery_addresses columns; the same
 * rules are CHECK constraints in SQL. `pan` / `form60` go to place_order (kept apart from the address,
 * admins only); whether they are needed depends on the total: see deliverySchemaFor.
 */
export const deliverySchema = z.object({
  full_name: required('Full name').max(TEXT_LIMITS.personName, ERROR_TEXTS.delivery_name_too_long),
  // '98450 12345', '+91 98450 12345', '098450 12345' are the same 10 digits, stored as such; place_order
  // reads the phone with the same rule (private.indian_mobile) and the column's CHECK holds the 10 digits.
  phone: required('Phone')
    .refine((phone) => indianMobile(phone) !== null, ERROR_TEXTS.order_phone_invalid)
    .transform((phone) => indianMobile(phone) ?? phone),
  address_line1: required('Address line 1').max(TEXT_LIMITS.addressLine, ERROR_TEXTS.delivery_address_line1_too_long),
  address_line2: z.string().trim().max(TEXT_LIMITS.addressLine, ERROR_TEXTS.delivery_address_line2_too_long).optional(),
  city: required('City').max(TEXT_LIMITS.city, ERROR_TEXTS.delivery_city_too_long),
  state: z.string().refine(isIndianState, 'Please select a state'),
  pincode: required('PIN code').regex(/^\d{6}$/, 'PIN code must be exactly 6 digits'),
  // 'E-mail for order updates' (issue 33): optional; place_order checks it with the same rule.
  buyer_email: buyerEmailSchema,
  pan: z.string().trim().toUpperCase().optional(),
  form60: z.boolean().optional(),
  // A dealer's GSTIN and trade name (issue 46): optional; given, the invoice is a B2B one (place_business_order).
  buyer_gstin: z
    .string()
    .transform((gstin) => gstin.replace(/\s/g, '').toUpperCase() || undefined)
    .optional(),
  buyer_trade_name: z
    .string()
    .trim()
    .max(TRADE_NAME_MAX, ERROR_TEXTS.gstin_trade_name_required)
    .transform((name) => name || undefined)
    .optional(),
});

/**
 * The delivery schema for an order of `total` rupees: the state one the shop delivers to; above the PAN
 * threshold a PAN (AAAAA9999A) or the Form 60 declaration is required, as place_order requires it;
 * below, neither is sent.
 */
export function deliverySchemaFor(total: number, rules: CheckoutRules) {
  const taxIdNeeded = needsTaxId(total, rules.panThreshold);
  return deliverySchema
    .superRefine((values, ctx) => {
      if (!rules.deliveryStates.includes(values.state))
        ctx.addIssue({ code: 'custom', path: ['state'], message: ERROR_TEXTS.order_state_not_served });
      // The GSTIN's rule is the database's (private.gstin_problem); a GSTIN needs its trade name.
      if (values.buyer_gstin) {
        const problem = gstinProblem(values.buyer_gstin);
        if (problem) ctx.addIssue({ code: 'custom', path: ['buyer_gstin'], message: ERROR_TEXTS[problem] });
        if (!values.buyer_trade_name)
          ctx.addIssue({ code: 'custom', path: ['buyer_trade_name'], message: ERROR_TEXTS.gstin_trade_name_required });
      }
      if (!taxIdNeeded) return;
      if (values.pan) {
        if (!PAN_PATTERN.test(values.pan))
          ctx.addIssue({ code: 'custom', path: ['pan'], message: ERROR_TEXTS.order_pan_invalid });
      } else if (!values.form60) {
        ctx.addIssue({ code: 'custom', path: ['pan'], message: ERROR_TEXTS.order_pan_required });
      }
    })
    .transform(
      ({ pan, form60, ...address }): DeliveryValues =>
        taxIdNeeded ? { ...address, ...(pan ? { pan } : { form60: true }) } : address,
    );
}

export type DeliveryInput = z.input<typeof deliverySchema>;
export type DeliveryValues = z.output<typeof deliverySchema>;
