import { describe, expect, it } from 'vitest';
import { deliverySchema } from './delivery';

const valid = {
  full_name: 'Asha Rao',
  phone: '9876543210',
  address_line1: '12 MG Road',
  address_line2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

const errorsFor = (patch: Record<string, unknown>) => {
  const result = deliverySchema.safeParse({ ...valid, ...patch });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('deliverySchema', () => {
  it('accepts a complete address', () => {
    expect(errorsFor({})).toEqual({});
  });

  it('accepts a missing address line 2', () => {
    const { address_line2: _omitted, ...rest } = valid;
    expect(deliverySchema.safeParse(rest).success).toBe(true);
  });

  it('trims what it accepts, as the database stores it', () => {
    const parsed = deliverySchema.parse({
      ...valid,
      full_name: '  Asha Rao ',
      phone: ' 9876543210 ',
      pincode: '560001 ',
      address_line2: '  ',
    });
    expect(parsed).toMatchObject({ full_name: 'Asha Rao', phone: '9876543210', pincode: '560001', address_line2: '' });
  });

  it.each(['Andhra Pradesh', 'Karnataka', 'Kerala', 'Tamil Nadu', 'Telangana'])('accepts the state %s', (state) => {
    expect(errorsFor({ state })).toEqual({});
  });

  it.each([
    [{ full_name: '  ' }, 'full_name', 'Full name is required'],
    [{ phone: '' }, 'phone', 'Phone is required'],
    [{ phone: '98765' }, 'phone', 'Phone must be exactly 10 digits'],
    [{ phone: '98765432101' }, 'phone', 'Phone must be exactly 10 digits'],
    [{ phone: '+919876543210' }, 'phone', 'Phone must be exactly 10 digits'],
    [{ phone: '98765 4321' }, 'phone', 'Phone must be exactly 10 digits'],
    [{ address_line1: '' }, 'address_line1', 'Address line 1 is required'],
    [{ city: '' }, 'city', 'City is required'],
    [{ state: '' }, 'state', 'Please select a state'],
    [{ state: 'Maharashtra' }, 'state', 'Please select a state'],
    [{ state: 'karnataka' }, 'state', 'Please select a state'],
    [{ phone: '98765432１0' }, 'phone', 'Phone must be exactly 10 digits'],
    [{ phone: '987654321a' }, 'phone', 'Phone must be exactly 10 digits'],
    [{ pincode: '' }, 'pincode', 'PIN code is required'],
    [{ pincode: '56001' }, 'pincode', 'PIN code must be exactly 6 digits'],
    [{ pincode: '5600011' }, 'pincode', 'PIN code must be exactly 6 digits'],
    [{ pincode: '56000a' }, 'pincode', 'PIN code must be exactly 6 digits'],
  ])('rejects %j on %s: %s', (patch, field, message) => {
    expect(errorsFor(patch)[field]).toBe(message);
  });
});
