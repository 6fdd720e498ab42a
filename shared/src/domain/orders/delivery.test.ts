import { describe, expect, it } from 'vitest';
import { deliverySchema, deliverySchemaFor } from './delivery';

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

  it('refuses an over-long name, address line or city with the limit in words, as the database does', () => {
    expect(errorsFor({ full_name: 'A'.repeat(100), address_line1: 'B'.repeat(150), city: 'C'.repeat(80) })).toEqual({});
    expect(
      errorsFor({
        full_name: 'A'.repeat(300),
        address_line1: 'B'.repeat(151),
        address_line2: 'C'.repeat(151),
        city: 'D'.repeat(81),
      }),
    ).toEqual({
      full_name: 'Full name must be at most 100 characters',
      address_line1: 'Address line 1 must be at most 150 characters',
      address_line2: 'Address line 2 must be at most 150 characters',
      city: 'City must be at most 80 characters',
    });
    // Counted after trimming: spaces around a name do not count against it.
    expect(errorsFor({ full_name: ` ${'A'.repeat(100)} ` })).toEqual({});
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

  it.each([
    ['98450 12345', '9845012345'],
    ['+91 98450 12345', '9845012345'],
    ['098450 12345', '9845012345'],
    ['91 98450 12345', '9845012345'],
    ['98450-12345', '9845012345'],
    ['+919845012345', '9845012345'],
  ])('accepts the phone %s, as people write it, and keeps its 10 digits (%s)', (phone, digits) => {
    expect(deliverySchema.parse({ ...valid, phone }).phone).toBe(digits);
  });

  it.each(['Andhra Pradesh', 'Karnataka', 'Kerala', 'Tamil Nadu', 'Telangana'])('accepts the state %s', (state) => {
    expect(errorsFor({ state })).toEqual({});
  });

  it.each([
    [{ full_name: '  ' }, 'full_name', 'Full name is required'],
    [{ phone: '' }, 'phone', 'Phone is required'],
    [{ phone: '98765' }, 'phone', 'Phone must be exactly 10 digits'],
    [{ phone: '98765432101' }, 'phone', 'Phone must be exactly 10 digits'],
    [{ phone: '+9198765432' }, 'phone', 'Phone must be exactly 10 digits'],
    [{ phone: '+449876543210' }, 'phone', 'Phone must be exactly 10 digits'],
    [{ phone: '98765 4321' }, 'phone', 'Phone must be exactly 10 digits'],
    [{ address_line1: '' }, 'address_line1', 'Address line 1 is required'],
    [{ city: '' }, 'city', 'City is required'],
    [{ state: '' }, 'state', 'Please select a state'],
    [{ state: 'Atlantis' }, 'state', 'Please select a state'],
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

const RULES = { panThreshold: 200_000, deliveryStates: ['Karnataka', 'Kerala'] };

describe('deliverySchemaFor: the states the shop delivers to (Settings)', () => {
  it('accepts a state delivered to and refuses another with the database’s words', () => {
    expect(deliverySchemaFor(500, RULES).safeParse(valid).success).toBe(true);
    const result = deliverySchemaFor(500, RULES).safeParse({ ...valid, state: 'Goa' });
    expect(result.success ? null : result.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['state', 'We do not deliver to this state yet'],
    ]);
  });

  it('follows the threshold the owner set', () => {
    expect(deliverySchemaFor(1_500, { ...RULES, panThreshold: 1_000 }).safeParse(valid).success).toBe(false);
  });
});

describe('deliverySchemaFor: PAN or Form 60 above ₹2,00,000 (Income-tax Rule 114B)', () => {
  const big = deliverySchemaFor(200_001, RULES);
  const issues = (patch: Record<string, unknown>) => {
    const result = big.safeParse({ ...valid, ...patch });
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('asks nothing and sends nothing at or below the threshold', () => {
    expect(deliverySchemaFor(200_000, RULES).parse({ ...valid, pan: 'junk', form60: true })).not.toHaveProperty('pan');
    expect(deliverySchemaFor(200_000, RULES).parse({ ...valid, pan: 'junk', form60: true })).not.toHaveProperty('form60');
  });

  it('requires a PAN or the Form 60 declaration above it', () => {
    expect(issues({}).pan).toBe('An order of this value needs your PAN, or a Form 60 declaration (Income-tax Rule 114B)');
    expect(issues({ pan: '  ', form60: false }).pan).toMatch(/needs your PAN/);
    expect(big.parse({ ...valid, form60: true })).toMatchObject({ form60: true });
  });

  it('accepts a PAN in lower case, upper-cased and trimmed, and sends it instead of Form 60', () => {
    const parsed = big.parse({ ...valid, pan: ' abcde1234f ', form60: true });
    expect(parsed).toMatchObject({ pan: 'ABCDE1234F' });
    expect(parsed).not.toHaveProperty('form60');
  });

  it.each(['ABCD1234F', 'ABCDE12345', 'ABCDE1234', '1BCDE1234F', 'ABCDE123FF', 'ABCDE 1234F'])('refuses the PAN %s', (pan) => {
    expect(issues({ pan }).pan).toBe('Please enter a valid PAN: 5 letters, 4 digits and a letter (e.g. ABCDE1234F)');
  });
});

describe('a dealer’s GSTIN (issue 46)', () => {
  const address = {
    full_name: 'Numis Traders',
    phone: '9876543210',
    address_line1: '1 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka' as const,
    pincode: '560001',
    buyer_email: '',
  };
  it('takes a GSTIN with its check character and trade name, as typed in lower case and spaced', () => {
    const parsed = deliverySchemaFor(1_000, RULES).safeParse({
      ...address,
      buyer_gstin: '27aapfu0939f1zv ',
      buyer_trade_name: 'Numis',
    });
    expect(parsed.success && parsed.data.buyer_gstin).toBe('27AAPFU0939F1ZV');
  });
  it('refuses a wrong check character, a state that does not exist, and a GSTIN without its trade name', () => {
    const issues = (values: object) =>
      deliverySchemaFor(1_000, RULES)
        .safeParse({ ...address, ...values })
        .error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
    expect(issues({ buyer_gstin: '27AAPFU0939F1ZW', buyer_trade_name: 'N' })).toEqual([
      'buyer_gstin: This GSTIN’s check character does not match: please check each character',
    ]);
    expect(issues({ buyer_gstin: '40AAPFU0939F1ZV', buyer_trade_name: 'N' })?.[0]).toContain('No state has this GST code');
    expect(issues({ buyer_gstin: '27AAPFU0939F1ZV' })?.[0]).toContain('buyer_trade_name');
  });
});
