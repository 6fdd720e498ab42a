import { describe, expect, it } from 'vitest';
import { GST_STATE_NAMES, gstinCheckCharacter, gstinProblem } from '../../shared/src/domain/gstin/index.ts';
import { freshPhone } from './support/aftersale.ts';
import { createListing, delivery } from './support/checkout.ts';
import { adminClient, anonymousSession, db } from './support/clients.ts';

// Dealer invoices (issue 46): the buyer's GSTIN, checked alike in SQL and TypeScript, on a Rule 46
// invoice whose tax split follows the place of supply (the delivery state) against the shop's state.

const VALID = '27AAPFU0939F1ZV';
const withCheck = (first14: string) => first14 + gstinCheckCharacter(first14);

describe('the GSTIN rule in SQL and TypeScript', () => {
  it('gives the same answer on every sample', async () => {
    const samples = [
      VALID,
      '27AAPFU0939F1ZW',
      '40AAPFU0939F1ZV',
      '00AAPFU0939F1ZV',
      '97AAPFU0939F1ZV',
      withCheck('29ABCDE1234F1Z'),
      withCheck('33AAACI1195H1Z'),
      withCheck('38AAACI1195H2Z'),
      withCheck('39AAACI1195H2Z'),
      '27AAPFU0939F1Z',
      '27aapfu0939f1zv',
      '',
    ];
    for (const gstin of samples) {
      const { rows } = await db().query<{ problem: string | null }>('select private.gstin_problem($1) as problem', [gstin]);
      expect(rows[0]!.problem, gstin).toBe(gstinProblem(gstin));
    }
  });

  it('names every state code alike', async () => {
    for (const [code, name] of Object.entries(GST_STATE_NAMES)) {
      const { rows } = await db().query<{ name: string }>('select private.gst_state_name($1) as name', [code]);
      expect(rows[0]!.name).toBe(name);
    }
  });
});

async function businessOrder(state: string, gstin: string, tradeName = 'Numis Traders') {
  const buyer = await anonymousSession();
  return buyer.rpc('place_business_order', {
    collectible_id: await createListing(db(), 4_200),
    ...delivery,
    ...(state === 'Karnataka' ? { city: 'Bengaluru', pincode: '560001' } : {}),
    state,
    phone: freshPhone(),
    buyer_gstin: gstin,
    buyer_trade_name: tradeName,
  });
}

async function invoiceOf(orderId: string) {
  const paid = await (await adminClient()).rpc('mark_order_paid', { order_id: orderId });
  if (paid.error) throw new Error(paid.error.message);
  const { rows } = await db().query(
    `select recipient_gstin, recipient, place_of_supply, place_of_supply_code, tax_kind, cgst_paise, sgst_paise, igst_paise
       from private.invoices where order_id = $1 and kind = 'invoice'`,
    [orderId],
  );
  return rows[0]!;
}

describe('a dealer’s order and invoice', () => {
  it('names the GSTIN and trade name; in the shop’s state the tax is CGST + SGST', async () => {
    const { data, error } = await businessOrder('Karnataka', withCheck('29ABCDE1234F1Z'));
    expect(error).toBeNull();
    const invoice = await invoiceOf(data!.order_id as string);
    expect(invoice.recipient_gstin).toBe(withCheck('29ABCDE1234F1Z'));
    expect(invoice.recipient).toMatchObject({ registered: true, trade_name: 'Numis Traders', gstin_state: 'Karnataka' });
    expect(invoice).toMatchObject({
      place_of_supply: 'Karnataka',
      place_of_supply_code: '29',
      tax_kind: 'intra',
      igst_paise: '0',
    });
    expect(Number(invoice.cgst_paise)).toBeGreaterThan(0);
    expect(invoice.cgst_paise).toBe(invoice.sgst_paise);
  });

  it('delivered to another state is IGST, whichever state the GSTIN is of', async () => {
    const { data, error } = await businessOrder('Tamil Nadu', VALID);
    expect(error).toBeNull();
    const invoice = await invoiceOf(data!.order_id as string);
    expect(invoice).toMatchObject({
      place_of_supply: 'Tamil Nadu',
      place_of_supply_code: '33',
      tax_kind: 'inter',
      cgst_paise: '0',
    });
    expect(Number(invoice.igst_paise)).toBeGreaterThan(0);
  });

  it('a GSTIN of Maharashtra delivered in Karnataka is taxed where it is delivered: CGST + SGST', async () => {
    const { data } = await businessOrder('Karnataka', VALID);
    expect((await invoiceOf(data!.order_id as string)).tax_kind).toBe('intra');
  });

  it('refuses a wrong check character, a state that does not exist, or no trade name, holding nothing', async () => {
    const wrong = await businessOrder('Karnataka', '27AAPFU0939F1ZW');
    expect(wrong.error?.hint).toBe('gstin_check_digit');
    const nowhere = await businessOrder('Karnataka', withCheck('40AAPFU0939F1Z'));
    expect(nowhere.error?.hint).toBe('gstin_state_unknown');
    expect(nowhere.error?.message).toContain('No state has the GST code 40');
    const nameless = await businessOrder('Karnataka', VALID, '  ');
    expect(nameless.error?.hint).toBe('gstin_trade_name_required');
    // The table refuses it too, whoever writes.
    await expect(
      db().query(
        `update public.delivery_addresses set buyer_gstin = '27AAPFU0939F1ZW' where buyer_gstin is null and status = 'cancelled'`,
      ),
    ).rejects.toThrow(/delivery_addresses_buyer_gstin_valid/);
  });

  it('keeps a consumer’s invoice unregistered', async () => {
    const buyer = await anonymousSession();
    const { data } = await buyer.rpc('place_order', {
      collectible_id: await createListing(db(), 900),
      ...delivery,
      phone: freshPhone(),
    });
    const invoice = await invoiceOf(data!.order_id as string);
    expect(invoice.recipient_gstin).toBeNull();
    expect(invoice.recipient).toMatchObject({ registered: false });
  });
});
