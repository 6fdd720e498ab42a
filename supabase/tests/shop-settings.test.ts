import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GST_STATE_CODES } from '../../shared/src/config/states.ts';
import { errorKey } from '../../shared/src/domain/errors/index.ts';
import { gstinCheckCharacter } from '../../shared/src/domain/gstin/index.ts';
import {
  SETTINGS_SECTIONS,
  settingsProblem,
  type SettingsSection,
  type SettingsValues,
} from '../../shared/src/domain/settingsRules/rules.ts';
import { createListing, placeOrder } from './support/checkout.ts';
import { adminClient, anonClient, anonymousSession, db, type ShopClient, unique } from './support/clients.ts';

// Settings (issue 51): the owner edits the shop's facts a section at a time; the database checks each
// section with the rules the form uses (@sikka/shared/domain/settingsRules), and only the owner may write.

type Settings = Record<SettingsSection, SettingsValues>;
let owner: ShopClient;
let saved: Settings;

async function current(): Promise<Settings> {
  const { data, error } = await owner.rpc('shop_settings');
  if (error) throw new Error(error.message);
  return data as unknown as Settings;
}

async function save(section: SettingsSection, changes: SettingsValues, client: ShopClient = owner) {
  return client.rpc('save_shop_settings', { section, settings: { ...saved[section], ...changes } as never });
}

/** A fresh account holding `role` (null: a buyer). */
async function accountWith(role: string | null): Promise<ShopClient> {
  const email = `${unique('settings')}@sikka.test`;
  const client = anonClient();
  const { data, error } = await client.auth.signUp({ email, password: 'settings-123' });
  if (error) throw new Error(error.message);
  await db().query('update public.profiles set staff_role = $1 where id = $2', [role, data.user!.id]);
  return client;
}

let stackMaxOpen: number;
beforeAll(async () => {
  owner = await adminClient();
  // The test stack allows 1000 open orders a buyer (global-setup), past what the screen allows (20).
  stackMaxOpen = (await db().query<{ n: number }>('select max_open_unpaid_orders as n from private.shop_settings')).rows[0]!.n;
  await db().query('update private.shop_settings set max_open_unpaid_orders = 20');
  saved = await current();
});
afterAll(async () => {
  for (const section of SETTINGS_SECTIONS) await owner.rpc('save_shop_settings', { section, settings: saved[section] as never });
  await db().query('update private.shop_settings set max_open_unpaid_orders = $1', [stackMaxOpen]);
});

describe('GSTIN check digits', () => {
  // Published GSTINs: the GST portal's sample, Reliance Industries (Maharashtra), and others on public invoices.
  it.each(['27AAPFU0939F1ZV', '27AAACR5055K1Z7', '33AACCM9093R1ZP', '07AAGFF2194N1Z1', '29AABCE5725G1ZN', '24AAACC1206D1ZM'])(
    'computes the check character of %s, in TS and in SQL',
    async (gstin) => {
      expect(gstinCheckCharacter(gstin)).toBe(gstin[14]);
      const { rows } = await db().query<{ c: string }>('select private.gstin_check_character($1) as c', [gstin]);
      expect(rows[0]!.c).toBe(gstin[14]);
    },
  );

  it('knows the same GST state codes in TS and SQL, and none of the retired ones', async () => {
    const names = [...Object.keys(GST_STATE_CODES), 'Daman and Diu', 'Atlantis'];
    const { rows } = await db().query<{ code: string | null }>(
      'select private.gst_state_code(s) as code from unnest($1::text[]) s',
      [names],
    );
    expect(rows.map((r) => r.code)).toEqual([...Object.values(GST_STATE_CODES), null, null]);
  });
});

/** One defect at a time on the demo's own (valid) values. */
const SAMPLES: Record<SettingsSection, SettingsValues[]> = {
  business: [
    {},
    { trade_name: '' },
    { legal_name: 'x'.repeat(121) },
    { address_line1: '  ' },
    { city: '' },
    { state: 'Atlantis' },
    { pincode: '05600' },
    { pincode: '056002' },
    { gstin: '29AAHCS1234K1Z' },
    { gstin: '29aahcs1234k1z6' },
    { gstin: '99AAHCS1234K1Z6' },
    { gstin: '25AAHCS1234K1Z6' },
    { gstin: '27AAHCS1234K1Z6' },
    { gstin: '29AAHCS1234K1Z5' },
    { gstin: '29AAHCS1234K0Z6' },
    { pan: 'AAHCS1234' },
    { pan: 'AAHCS1235K' },
    { customer_care_email: 'support' },
    { customer_care_email: 'support@sikka' },
    { customer_care_phone: '98765' },
    { customer_care_phone: '+91 98765 43210 ext' },
    { whatsapp_number: '+919876543210' },
    { whatsapp_number: '09876543210' },
    { customer_care_hours: '' },
    { grievance_officer_name: '' },
    { grievance_officer_designation: '' },
    { grievance_officer_email: 'meera@' },
    { grievance_officer_phone: '12' },
    { authorised_signatory: '' },
    { state: 'Maharashtra', gstin: '27AAPFU0939F1ZV', pan: 'AAPFU0939F' },
  ],
  payments: [
    {},
    { upi_vpa: 'sikka' },
    { upi_vpa: 'sikka@' },
    { upi_vpa: 's@okhdfcbank' },
    { upi_vpa: 'sikka.shop@okhdfcbank' },
    { upi_payee_name: '' },
    { upi_merchant_code: '597' },
    { upi_merchant_code: '5971' },
    { bank_account_name: ' ' },
    { bank_account_number: '1234' },
    { bank_account_number: '5010001234567X' },
    { bank_ifsc: 'HDFC1001234' },
    { bank_ifsc: 'hdfc0001234' },
    { bank_ifsc: 'HDFC000123' },
    { bank_ifsc: 'HDFC0001234' },
    { bank_name: '' },
    { upi_cap: 0 },
    { upi_cap: '100000.5' },
    { upi_cap: 500_001 },
    { upi_cap: 200_000 },
  ],
  orders: [
    {},
    { hold_minutes: 0 },
    { hold_minutes: 100_000 },
    { hold_minutes: '' },
    { hold_minutes: 4 },
    { hold_minutes: 1440 },
    { bank_hold_business_days: 0 },
    { bank_hold_business_days: 11 },
    { max_open_unpaid_orders: 0 },
    { max_open_unpaid_orders: 21 },
    { pan_threshold: 999 },
    { delivery_states: [] },
    { delivery_states: ['Karnataka', 'Atlantis'] },
    { delivery_states: 'Karnataka' },
    { delivery_states: ['Maharashtra', 'Goa'] },
  ],
  notifications: [
    {},
    { contact_email: 'orders' },
    { contact_email: 'orders@sikka' },
    { contact_email: '', notify_new_order: true, notify_utr_submitted: false, notify_submissions: false },
    { contact_email: '', notify_new_order: false, notify_utr_submitted: false, notify_submissions: false },
    { mail_sender_name: '' },
    { mail_sender_name: 'Sikka <shop>' },
    { mail_sender_name: 'Sikka "Coins"' },
    { mail_sender_email: 'hello' },
    { mail_sender_email: '' },
    { mail_reply_to: 'support@' },
  ],
};

describe('settings validation', () => {
  it.each(SETTINGS_SECTIONS)('finds the same problem in the form and in the database: %s', async (section) => {
    const samples = SAMPLES[section].map((changes) => ({ ...saved[section], ...changes }));
    const fn = `private.shop_${section}_problem`;
    const { rows } = await db().query<{ problem: string | null }>(
      `select ${fn}(s) as problem from jsonb_array_elements($1::jsonb) with ordinality t(s, n) order by n`,
      [JSON.stringify(samples)],
    );
    expect(rows.map((r) => r.problem)).toEqual(samples.map((values) => settingsProblem(section, values)));
    // Every sample but the valid ones is refused (the list is of defects).
    expect(rows.filter((r) => r.problem !== null).length).toBeGreaterThan(samples.length / 2);
  });

  it.each([
    ['business', { gstin: '29AAHCS1234K1Z5' }, 'settings_gstin_check_digit'],
    ['business', { gstin: '99AAHCS1234K1Z6' }, 'settings_gstin_state_code'],
    ['payments', { upi_vpa: 'sikkaupi' }, 'settings_upi_vpa_invalid'],
    ['payments', { bank_ifsc: 'HDFC1001234' }, 'settings_ifsc_invalid'],
    ['orders', { hold_minutes: 0 }, 'settings_hold_minutes_range'],
    ['orders', { hold_minutes: 100_000 }, 'settings_hold_minutes_range'],
    ['notifications', { contact_email: 'orders@localhost' }, 'settings_notify_email_invalid'],
  ] as const)('refuses a bad %s setting and keeps what was there (%o)', async (section, changes, problem) => {
    const { error } = await save(section, changes);
    expect(errorKey(error)).toBe(problem);
    expect(await current()).toEqual(saved);
  });

  it('saves a good section and shows it to every page', async () => {
    const { error } = await save('payments', { upi_vpa: 'sikka.coins@okhdfcbank', bank_ifsc: 'HDFC0001234' });
    expect(error).toBeNull();
    const { data } = await anonClient().rpc('seller_legal_details');
    expect(data).toMatchObject({ upi_vpa: 'sikka.coins@okhdfcbank', bank_ifsc: 'HDFC0001234' });
    expect(data).not.toHaveProperty('contact_email');
    expect(data).not.toHaveProperty('mail_sender_name');
    await save('payments', {});
  });
});

describe('who may change the settings', () => {
  it.each(['staff', 'editor', 'accountant', null])('refuses a %s account', async (role) => {
    const client = await accountWith(role);
    expect(errorKey((await save('payments', { upi_vpa: 'thief@okaxis' }, client)).error)).toBe('not_authorized');
    expect(errorKey((await client.rpc('shop_settings')).error)).toBe('not_authorized');
    expect(errorKey((await client.rpc('update_shop_settings', { changes: { upi_cap: 1 } })).error)).toBe('not_authorized');
  });

  it('refuses a visitor, and gives the visitor no private settings', async () => {
    const guest = await anonymousSession();
    expect(errorKey((await save('payments', { upi_vpa: 'thief@okaxis' }, guest)).error)).toBe('not_authorized');
    expect((await save('payments', { upi_vpa: 'thief@okaxis' }, anonClient())).error).not.toBeNull();
    expect((await anonClient().rpc('mail_sender')).error).not.toBeNull();
    expect((await current()).payments).toEqual(saved.payments);
  });
});

describe('the shop hears of its own orders', () => {
  const SHOP = 'orders-settings@sikka.test';
  const templatesOf = async (orderId: string) =>
    (
      await db().query<{ template: string }>(
        `select template from public.outbox where order_id = $1 and recipient = $2 order by created_at`,
        [orderId, SHOP],
      )
    ).rows.map((r) => r.template);
  const order = async (state = 'Karnataka') =>
    placeOrder(await anonymousSession(), await createListing(db(), 2_000), null, {
      phone: `7${String(Date.now() % 1e9).padStart(9, '0')}`,
      state,
    });

  it('queues the new-order notice when it is on, and not when it is off', async () => {
    const on = { contact_email: SHOP, notify_new_order: true, notify_utr_submitted: true, notify_submissions: true };
    expect((await save('notifications', on)).error).toBeNull();
    const first = await order();
    expect(await templatesOf(first.data!.order_id)).toEqual(['shop_new_order']);

    expect((await save('notifications', { ...on, notify_new_order: false })).error).toBeNull();
    const second = await order();
    expect(await templatesOf(second.data!.order_id)).toEqual([]);
  });

  it('queues the UTR notice when it is on, and not when it is off', async () => {
    const on = { contact_email: SHOP, notify_new_order: false, notify_utr_submitted: true, notify_submissions: true };
    const submitted = async () => {
      const buyer = await anonymousSession();
      const placed = await placeOrder(buyer, await createListing(db(), 2_000), null, {
        phone: `7${String(Date.now() % 1e9).padStart(9, '0')}`,
      });
      const utr = `41${String(Date.now()).slice(-10)}`;
      expect((await buyer.rpc('submit_payment', { order_id: placed.data!.order_id, utr })).error).toBeNull();
      return templatesOf(placed.data!.order_id);
    };
    expect((await save('notifications', on)).error).toBeNull();
    expect(await submitted()).toEqual(['shop_utr_submitted']);
    expect((await save('notifications', { ...on, notify_utr_submitted: false })).error).toBeNull();
    expect(await submitted()).toEqual([]);
  });

  it('queues the seller-submission notice when it is on, and not when it is off', async () => {
    const submissionNotices = async () => {
      await db().query(
        `insert into public.seller_submissions (seller_name, seller_phone, image_url, status)
         values ('Settings seller', '+919800000002', 'https://example.com/s.jpg', 'pending')`,
      );
      const { rows } = await db().query<{ n: number }>(
        `select count(*)::int as n from public.outbox where recipient = $1 and template = 'shop_new_submission'`,
        [SHOP],
      );
      return rows[0]!.n;
    };
    const on = { contact_email: SHOP, notify_new_order: true, notify_utr_submitted: true, notify_submissions: false };
    expect((await save('notifications', on)).error).toBeNull();
    expect(await submissionNotices()).toBe(0);
    expect((await save('notifications', { ...on, notify_submissions: true })).error).toBeNull();
    expect(await submissionNotices()).toBe(1);
  });

  it('gives the sender its From and Reply-To', async () => {
    await save('notifications', {
      mail_sender_name: 'Sikka Coins',
      mail_sender_email: 'hello@sikka.test',
      mail_reply_to: 'care@sikka.test',
    });
    const { rows } = await db().query<{ sender: unknown }>('select public.mail_sender() as sender');
    expect(rows[0]!.sender).toEqual({ name: 'Sikka Coins', email: 'hello@sikka.test', reply_to: 'care@sikka.test' });
  });

  it('takes orders only to the states it delivers to', async () => {
    expect((await save('orders', { delivery_states: ['Karnataka', 'Maharashtra'] })).error).toBeNull();
    const maharashtra = await order('Maharashtra');
    expect(maharashtra.error).toBeNull();
    const kerala = await order('Kerala');
    expect(errorKey(kerala.error)).toBe('order_state_not_served');
    await save('orders', {});
  });
});
