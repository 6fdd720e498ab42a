import { readFileSync } from 'node:fs';
import { expect, type Page, test } from './support/test';
import { apiClient, apiClientAs, createListing } from './catalog-data';
import { expectAccessibleAndFits } from './support/a11y';
import { DEMO_ADMIN, signInAs } from './support/session';

// Issue 51 against `pnpm start`'s stack: the owner invites a staff member, who signs up from the e-mail in
// the local inbox (its Mailpit-shaped API on :54324) and can mark an order paid but not change a price —
// the back office does not offer it and the database refuses it; the activity log shows both people's changes.

const INBOX = 'http://127.0.0.1:54324/api/v1';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface Summary {
  ID: string;
  Subject: string;
  To: { Address: string }[];
}

async function invitationLink(to: string): Promise<string> {
  let found: Summary | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (await fetch(`${INBOX}/messages`)).json()) as { messages: Summary[] };
        found = list.messages.find((m) => m.Subject.includes('invites you') && m.To.some((t) => t.Address === to));
        return Boolean(found);
      },
      { timeout: 40_000, message: `the invitation e-mail to ${to}` },
    )
    .toBe(true);
  const mail = (await (await fetch(`${INBOX}/message/${found!.ID}`)).json()) as { Text: string };
  const link = /http:\/\/\S+\/admin\/join\?token=\S+/.exec(mail.Text)?.[0];
  expect(link, mail.Text).toBeTruthy();
  return link!;
}

/** An order whose buyer gave a UTR, on a listing of its own. */
async function orderToVerify(customer: string) {
  const admin = await apiClientAs(DEMO_ADMIN);
  const listing = await createListing(admin, `staff-${unique()}`, { price: 2500 });
  const buyer = apiClient();
  expect((await buyer.auth.signInAnonymously()).error).toBeNull();
  const placed = await buyer.rpc('place_order', {
    collectible_id: listing.id,
    full_name: customer,
    phone: `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    address_line1: '9 Temple Street',
    address_line2: '',
    city: 'Mysuru',
    state: 'Karnataka',
    pincode: '570001',
  });
  if (placed.error) throw placed.error;
  const id = (placed.data as { order_id: string }).order_id;
  const utr = `${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
  expect((await buyer.rpc('submit_payment', { order_id: id, utr })).error).toBeNull();
  return { id, listing };
}

const adminMenuLinks = async (page: Page) => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin' }).click();
  const items = await page.getByRole('menu').getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return items;
};

test('the owner invites a staff member, who marks an order paid but cannot change a price; the log shows both', async ({
  page,
  browser,
}) => {
  // Two people, an e-mail through the outbox, four accessibility scans and a CSV: minutes on a busy machine.
  test.setTimeout(420_000);
  const email = `packer-${unique()}@sikka.test`;
  const customer = `Kavya Staff ${unique()}`;
  const order = await orderToVerify(customer);

  // The owner's Staff screen: bad input is said and kept, then the invitation goes.
  await signInAs(page, DEMO_ADMIN);
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Invite a colleague' });
  const address = form.getByLabel('E-mail address');
  await address.fill('packer');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByText('Please enter a valid e-mail address, such as name@example.com')).toBeVisible();
  await expect(address).toHaveValue('packer');
  await address.fill(DEMO_ADMIN.email);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByText('This person is already on the staff: change their role in the list instead')).toBeVisible();
  await expect(address).toHaveValue(DEMO_ADMIN.email);
  await address.fill(email);
  await form.getByLabel('Role').selectOption('staff');
  // Each role by its name alone (its duties were cut off in the option), what it may do said in full under it.
  await expect(form.getByLabel('Role').locator('option')).toHaveText(['Owner', 'Staff', 'Editor', 'Accountant']);
  await expect(form.getByLabel('Role')).toHaveAccessibleDescription(
    'Orders: payments, fulfilment, cancellation (no prices, no settings, no PANs)',
  );
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByRole('status')).toHaveText(`Invitation sent to ${email}. It works for 7 days.`);
  await expect(page.getByRole('listitem', { name: email })).toContainText('Staff');

  // The last owner cannot step down.
  const me = page.getByRole('listitem', { name: DEMO_ADMIN.email });
  await me.getByLabel('Role').selectOption('staff');
  await expect(me.getByText('The shop must keep an owner: make someone else owner first')).toBeVisible();
  await expect(me.getByLabel('Role')).toHaveValue('owner');
  // Nobody is offered 'Remove access' on themselves.
  await expect(me.getByRole('button', { name: 'Remove access' })).toHaveCount(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessibleAndFits(page, width, `/tmp/i51-staff-${width}.png`);
  }

  // The invitee follows the e-mail's link in a browser of their own and sets a password.
  const link = await invitationLink(email);
  const context = await browser.newContext();
  const staff = await context.newPage();
  await staff.goto(link.replace(/^http:\/\/[^/]+/, 'http://localhost:3000'));
  await expect(staff.getByRole('heading', { name: 'Join the Back Office' })).toBeVisible();
  await expect(staff.getByText(`with ${email}`, { exact: false })).toBeVisible();
  await staff.setViewportSize({ width: 390, height: 900 });
  await expectAccessibleAndFits(staff, 390, '/tmp/i51-join-390.png');
  await staff.setViewportSize({ width: 1280, height: 900 });
  await staff.getByLabel('Choose a password').fill('packer-password-1');
  await staff.getByLabel('Password again').fill('packer-password-2');
  await staff.getByRole('button', { name: 'Set password and join' }).click();
  await expect(staff.getByText('The two passwords are not the same')).toBeVisible();
  await staff.getByLabel('Password again').fill('packer-password-1');
  await staff.getByRole('button', { name: 'Set password and join' }).click();
  await expect(staff).toHaveURL(/\/admin\/orders/);
  await expect(staff.getByRole('heading', { name: 'Orders Dashboard' })).toBeVisible();
  expect(await adminMenuLinks(staff)).toEqual(['View Orders', 'Auctions', 'My Orders', 'Sign Out']);
  await expect(staff.getByRole('link', { name: 'Add New Listing' })).toHaveCount(0);

  // Staff mark the order paid.
  await staff.getByRole('searchbox').fill(customer);
  // The search's answer replaces the list: wait for it, or the card clicked may be the one it replaces.
  await expect(staff.getByRole('article')).toHaveCount(1);
  const card = staff.getByRole('article', { name: `Order #${order.id.slice(0, 8)}` });
  await card.getByRole('button', { name: 'Mark paid' }).click();
  await staff.getByRole('alertdialog', { name: 'Mark this order paid?' }).getByRole('button', { name: 'Mark paid' }).click();
  await expect(card.getByTestId('payment-status')).toHaveText('Paid');

  // …but not a price: the listing page offers no Edit, the editor's screens refuse them, and so does the database.
  await staff.goto(`/${order.listing.slug}`);
  await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(staff.getByRole('group', { name: 'Admin' })).toHaveCount(0);
  await staff.goto(`/edit/${order.listing.id}`);
  await expect(staff.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(staff.getByText("This screen is not for your role (Staff). Ask the shop's owner if you need it.")).toBeVisible();
  await staff.goto('/admin/activity');
  await expect(staff.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  const asStaff = await apiClientAs({ email, password: 'packer-password-1' });
  const direct = await asStaff.from('collectibles').update({ price: 1 }).eq('id', order.listing.id).select('id');
  expect(direct.data ?? []).toEqual([]);
  const authored = await asStaff.rpc('update_collectible', {
    collectible_id: order.listing.id,
    type: 'coin',
    name: 'Cheap now',
    slug: order.listing.slug,
    description: '',
    price: 1,
    youtube_url: null,
    category_id: null,
    status: 'available',
    kept_image_ids: [],
    new_image_urls: [],
  });
  expect(authored.error?.hint).toBe('not_authorized');
  const admin = await apiClientAs(DEMO_ADMIN);
  expect((await admin.from('collectibles').select('price').eq('id', order.listing.id).single()).data?.price).toBe(2500);
  await context.close();

  // The owner's activity log: the invitation (the owner's) and the payment (the staff member's).
  await page.goto('/admin/activity');
  await expect(page.getByRole('heading', { name: 'Activity Log' })).toBeVisible();
  const changes = page.getByRole('list', { name: 'Changes' });
  await expect(
    changes.getByRole('listitem').filter({ hasText: 'Staff member invited' }).filter({ hasText: email }).first(),
  ).toBeVisible();
  const paid = changes.getByRole('listitem').filter({ hasText: 'Payment marked paid' }).filter({ hasText: email }).first();
  await expect(paid).toBeVisible();
  await expect(paid).toContainText('IST');
  await expect(paid.getByRole('row', { name: /payment_status/ })).toContainText('submitted');

  // Filtered by the staff member: only their changes.
  await page.getByLabel('Person').selectOption({ label: email });
  await expect(page).toHaveURL(/person=/);
  await expect(changes.getByRole('listitem').first()).toContainText(email);
  await expect(changes.getByRole('listitem').filter({ hasText: DEMO_ADMIN.email })).toHaveCount(0);
  // A backwards range is said, not sent.
  await page.getByLabel('From (day)').fill('2026-12-31');
  await page.getByLabel('To (day)').fill('2026-01-01');
  await expect(page.getByText('The first day must not be after the last day')).toBeVisible();
  await page.getByLabel('From (day)').fill('');
  await page.getByLabel('To (day)').fill('');
  await expect(changes.getByRole('listitem').first()).toContainText(email);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('When,Who,Role,Kind,Table,Record,Record ID,Before,After');
  expect(csv).toMatch(new RegExp(`\\+05:30,${email.replace(/[.]/g, '\\.')},staff,Payment marked paid`));

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessibleAndFits(page, width, `/tmp/i51-activity-${width}.png`);
  }

  // 'Remove access' asks first; Cancel hands the keyboard focus back to it, not to the page.
  await page.goto('/admin/staff');
  const member = page.getByRole('listitem', { name: email });
  await member.getByRole('button', { name: 'Remove access' }).click();
  const ask = page.getByRole('alertdialog', { name: `Remove ${email}'s access?` });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(member.getByRole('button', { name: 'Remove access' })).toBeFocused();
});
