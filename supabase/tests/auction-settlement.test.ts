import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { auctionCharges } from '../../shared/src/domain/auctions/index.ts';
import { ERROR_TEXTS } from '../../shared/src/domain/errors/index.ts';
import { bidder, closeLot, openLot, type Bidder } from './support/auctions.ts';
import { delivery } from './support/checkout.ts';
import { adminClient, anonClient, anonymousSession, db, type ShopClient, unique } from './support/clients.ts';
import { staffAccount } from './support/staff.ts';

// Issue 47: after the close. The job settles each lot, the winner pays one order per auction through
// the existing payment step, an unpaid lot can go to the underbidder, and watchers are reminded.

let staff: ShopClient;
let alice: Bidder;
let bob: Bidder;
beforeAll(async () => {
  const [s, a, b] = await Promise.all([staffAccount('staff'), bidder('alice'), bidder('bob')]);
  [staff, alice, bob] = [s.client, a, b];
});

const bid = async (who: Bidder, lotId: string, amount: number) =>
  expect((await who.client.rpc('place_bid', { lot_id: lotId, amount })).error).toBeNull();
const rates = { buyerPremiumBasisPoints: 1500, premiumGstBasisPoints: 1800 };
const freshUtr = () => `${Date.now()}`.slice(-12).padStart(12, '4');

describe('the close', () => {
  it('sells to the leading maximum at the price, and makes the win with premium, GST and a deadline', async () => {
    const lot = await openLot({ openingBid: 1000 });
    await bid(alice, lot.id, 5000);
    await bid(bob, lot.id, 3000);
    await closeLot(lot.id);
    const { data } = await anonClient().from('auction_lots').select('status, hammer_price, closed_at').eq('id', lot.id).single();
    expect(data).toMatchObject({ status: 'sold', hammer_price: 3100 });
    const { data: wins } = await alice.client.from('auction_wins').select('*').eq('lot_id', lot.id);
    const charges = auctionCharges(3100, rates);
    expect(wins).toEqual([
      expect.objectContaining({
        bidder_id: alice.id,
        hammer_price: 3100,
        premium: charges.premium,
        premium_gst: charges.premiumGst,
        status: 'awaiting_payment',
      }),
    ]);
    expect(new Date(wins![0]!.pay_by).getTime() - new Date(data!.closed_at!).getTime()).toBe(3 * 86_400_000);
    expect((await bob.client.from('auction_wins').select('id').eq('lot_id', lot.id)).data).toEqual([]);
    expect((await alice.client.rpc('my_auction_lots', { auction: lot.auctionId })).data?.[0]?.state).toBe('won');
    expect((await bob.client.rpc('my_auction_lots', { auction: lot.auctionId })).data?.[0]?.state).toBe('lost');
    const { rows } = await db().query(
      `select 1 from public.outbox where template = 'auction_won' and recipient = $1 and data ->> 'lot_number' = '1' and data ->> 'auction_slug' = $2`,
      [alice.email, lot.auctionSlug],
    );
    expect(rows).toHaveLength(1);
    const { data: auction } = await anonClient().from('auctions').select('status').eq('id', lot.auctionId).single();
    expect(auction?.status).toBe('closed');
  });

  it('does not sell below the reserve, says so without the amount, and puts the listing back', async () => {
    const lot = await openLot({ openingBid: 1000, reserve: 9000 });
    await db().query(`update private.auction_lot_secrets set listing_status_before = null where lot_id = $1`, [lot.id]);
    await bid(alice, lot.id, 4000);
    await closeLot(lot.id);
    const { data } = await anonClient().from('auction_lots').select('*').eq('id', lot.id).single();
    expect(data).toMatchObject({ status: 'unsold', hammer_price: null, reserve_met: false, has_reserve: true });
    expect(JSON.stringify(data)).not.toContain('9000');
    const { rows } = await db().query('select status from public.collectibles where id = $1', [lot.collectibleId]);
    expect(rows[0]!.status).toBeNull();
    expect((await alice.client.from('auction_wins').select('id').eq('lot_id', lot.id)).data).toEqual([]);
  });

  it('sells at the reserve when the leading maximum reaches it above the price', async () => {
    const lot = await openLot({ openingBid: 1000, reserve: 4000 });
    await bid(alice, lot.id, 6000);
    await closeLot(lot.id);
    const { data } = await anonClient()
      .from('auction_lots')
      .select('status, hammer_price, reserve_met')
      .eq('id', lot.id)
      .single();
    expect(data).toEqual({ status: 'sold', hammer_price: 4000, reserve_met: true });
  });

  it('settles a lot only once when two jobs run at the same moment', async () => {
    const lot = await openLot({ openingBid: 1000 });
    await bid(alice, lot.id, 2000);
    await db().query(`update public.auction_lots set closes_at = clock_timestamp() - interval '1 second' where id = $1`, [
      lot.id,
    ]);
    await Promise.all([
      db().query('select private.close_due_auction_lots()'),
      db().query('select private.close_due_auction_lots()'),
    ]);
    const { rows } = await db().query('select 1 from public.auction_wins where lot_id = $1', [lot.id]);
    expect(rows).toHaveLength(1);
  });
});

describe("the winner's payment", () => {
  it('makes one order for all their lots of the auction, paid through the existing payment step', async () => {
    const first = await openLot({ openingBid: 1000 });
    const second = await openLot({ openingBid: 2000, auctionId: first.auctionId });
    await bid(alice, first.id, 1500);
    await bid(alice, second.id, 2500);
    await closeLot(first.id);
    await closeLot(second.id);
    expect((await bob.client.rpc('checkout_auction', { auction: first.auctionId, ...delivery })).error?.message).toBe(
      ERROR_TEXTS.checkout_nothing_won,
    );
    const { data: order, error } = await alice.client.rpc('checkout_auction', { auction: first.auctionId, ...delivery });
    expect(error).toBeNull();
    const expected = auctionCharges(1000, rates).total + auctionCharges(2000, rates).total;
    expect(order).toMatchObject({ price: expected, discount: 0, shipping: 50, total: expected + 50, payment_method: 'upi' });
    expect(order!.item_name).toContain('lot 1, 2');
    // The Orders Dashboard finds the order by either lot's piece, whose name the order's own line does not carry.
    const pieceName = unique('Quarter anna 1835');
    await db().query('update public.collectibles set name = $2 where id = $1', [second.collectibleId, pieceName]);
    const found = await staff.rpc('admin_orders_page', { search: pieceName.toLowerCase() });
    expect((found.data as unknown as { rows: { id: string }[] }).rows.map((row) => row.id)).toEqual([order!.order_id]);
    const { data: wins } = await alice.client.from('auction_wins').select('status, order_id').eq('auction_id', first.auctionId);
    expect(wins).toEqual([
      { status: 'ordered', order_id: order!.order_id },
      { status: 'ordered', order_id: order!.order_id },
    ]);
    // A second checkout finds nothing left to pay for.
    expect((await alice.client.rpc('checkout_auction', { auction: first.auctionId, ...delivery })).error?.hint).toBe(
      'checkout_nothing_won',
    );
    // The existing payment step: the buyer gives the UTR, staff confirm it.
    expect((await alice.client.rpc('submit_payment', { order_id: order!.order_id, utr: freshUtr() })).error).toBeNull();
    expect((await staff.rpc('mark_order_paid', { order_id: order!.order_id })).error).toBeNull();
    const paid = await alice.client.from('auction_wins').select('status').eq('auction_id', first.auctionId);
    expect(paid.data!.map((w) => w.status)).toEqual(['paid', 'paid']);
    const { rows } = await db().query(`select 1 from public.outbox where template = 'order_placed' and order_id = $1`, [
      order!.order_id,
    ]);
    expect(rows).toHaveLength(1);
  });

  it("offers an unpaid winner's lot to the underbidder at their last bid", async () => {
    const lot = await openLot({ openingBid: 1000 });
    await bid(alice, lot.id, 5000);
    await bid(bob, lot.id, 3000);
    await closeLot(lot.id);
    expect((await staff.rpc('offer_lot_to_underbidder', { lot: lot.id })).error?.message).toBe(ERROR_TEXTS.win_not_lapsed);
    await db().query(`update public.auction_wins set pay_by = now() - interval '1 second' where lot_id = $1`, [lot.id]);
    await db().query('select private.close_due_auction_lots()');
    expect((await alice.client.from('auction_wins').select('status').eq('lot_id', lot.id).single()).data?.status).toBe('lapsed');
    expect((await alice.client.rpc('checkout_auction', { auction: lot.auctionId, ...delivery })).error?.hint).toBe(
      'checkout_nothing_won',
    );
    expect((await staff.rpc('offer_lot_to_underbidder', { lot: lot.id })).error).toBeNull();
    const { data: offered } = await bob.client
      .from('auction_wins')
      .select('hammer_price, status, offered_to_underbidder')
      .eq('lot_id', lot.id)
      .single();
    expect(offered).toEqual({ hammer_price: 3000, status: 'awaiting_payment', offered_to_underbidder: true });
    expect((await bob.client.rpc('my_auction_lots', { auction: lot.auctionId })).data?.[0]?.state).toBe('won');
    const { data: results } = await staff.rpc('auction_results', { auction: lot.auctionId });
    expect(results).toEqual([
      expect.objectContaining({ status: 'sold', hammer_price: 3000, winner_email: bob.email, win_status: 'awaiting_payment' }),
    ]);
    // Nobody is left after bob.
    await db().query(`update public.auction_wins set status = 'lapsed' where lot_id = $1`, [lot.id]);
    expect((await staff.rpc('offer_lot_to_underbidder', { lot: lot.id })).error?.message).toBe(ERROR_TEXTS.lot_no_underbidder);
  });
});

describe("the winner's papers", () => {
  interface Line {
    description: string;
    hsn_code: string;
    rate_basis_points: number;
    value_paise: number;
    taxable_paise: number;
    cgst_paise: number;
    sgst_paise: number;
    igst_paise: number;
  }
  /** Alice wins two lots (hammer ₹1,000 and ₹2,000) and pays for them in one order. */
  async function paidAuctionOrder() {
    const first = await openLot({ openingBid: 1000 });
    const second = await openLot({ openingBid: 2000, auctionId: first.auctionId });
    await bid(alice, first.id, 1000);
    await bid(alice, second.id, 2000);
    await closeLot(first.id);
    await closeLot(second.id);
    const { data: order } = await alice.client.rpc('checkout_auction', { auction: first.auctionId, ...delivery });
    expect((await alice.client.rpc('submit_payment', { order_id: order!.order_id, utr: freshUtr() })).error).toBeNull();
    expect((await staff.rpc('mark_order_paid', { order_id: order!.order_id })).error).toBeNull();
    return { first, second, order: order! };
  }

  it('lists every lot, its premium with the GST charged on it, and shipping on the invoice; a certificate per piece', async () => {
    const { first, second, order } = await paidAuctionOrder();

    const { rows: invoices } = await db().query<{ serial: string; total_paise: string; tax_kind: string; lines: Line[] }>(
      `select serial, total_paise, tax_kind, lines from private.invoices where order_id = $1 and kind = 'invoice'`,
      [order.order_id],
    );
    const invoice = invoices[0]!;
    expect(Number(invoice.total_paise)).toBe(order.total * 100);
    // Delivered to Tamil Nadu from the shop's Karnataka: IGST on every line.
    expect(invoice.tax_kind).toBe('inter');
    const { rows: taxRates } = await db().query<{ hsn_code: string; rate_basis_points: number }>(
      `select hsn_code, rate_basis_points from private.tax_rates where item_type = 'coin'`,
    );
    const coin = taxRates[0]!;
    const [one, two] = [auctionCharges(1000, rates), auctionCharges(2000, rates)];
    expect(invoice.lines.map((l) => [l.description, l.hsn_code, l.rate_basis_points, l.value_paise])).toEqual([
      [expect.stringMatching(/^Lot 1: .+ \(hammer price\)$/), coin.hsn_code, coin.rate_basis_points, 1000_00],
      ["Lot 1: buyer's premium", '996111', 1800, (one.premium + one.premiumGst) * 100],
      [expect.stringMatching(/^Lot 2: .+ \(hammer price\)$/), coin.hsn_code, coin.rate_basis_points, 2000_00],
      ["Lot 2: buyer's premium", '996111', 1800, (two.premium + two.premiumGst) * 100],
      ['Shipping (part of the same supply)', coin.hsn_code, coin.rate_basis_points, 50_00],
    ]);
    // The premium's GST is what the win charged, to the paisa, not worked back from a total.
    expect(invoice.lines[1]).toMatchObject({ taxable_paise: one.premium * 100, igst_paise: one.premiumGst * 100, cgst_paise: 0 });
    // The database holds the header to its lines: a line that does not add up, or a header off by a paisa, is refused.
    const addsUp = async (lines: unknown, total: number) =>
      (
        await db().query<{ ok: boolean }>('select private.invoice_lines_add_up($1, $2, 90, 5, 5, 0) as ok', [
          JSON.stringify(lines),
          total,
        ])
      ).rows[0]!.ok;
    const line = { value_paise: 100, taxable_paise: 90, cgst_paise: 5, sgst_paise: 5, igst_paise: 0 };
    expect(await addsUp([line], 100)).toBe(true);
    expect(await addsUp([line], 101)).toBe(false);
    expect(await addsUp([{ ...line, value_paise: 101 }], 101)).toBe(false);
    // A hammer line is tax inclusive at the piece's rate.
    const hammer = invoice.lines[0]!;
    expect(hammer.taxable_paise + hammer.igst_paise).toBe(1000_00);
    expect(hammer.taxable_paise).toBe(Math.round((1000_00 * 10000) / (10000 + coin.rate_basis_points)));

    // The register has a row per line, each with the document's total.
    const month = `${new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }).slice(0, 8)}01`;
    const { data: register } = await (await adminClient()).rpc('sales_register', { period_start: month, months: 1 });
    const rows = (
      register as Array<{ serial: string; hsn_code: string; total_paise: number; document_total_paise: number }>
    ).filter((r) => r.serial === invoice.serial);
    expect(rows.map((r) => r.hsn_code)).toEqual(invoice.lines.map((l) => l.hsn_code));
    expect(rows.every((r) => r.document_total_paise === order.total * 100)).toBe(true);

    // One live certificate for each piece, named as the listing is.
    const { rows: certificates } = await db().query<{ collectible_id: string; item_name: string }>(
      `select collectible_id, item_name from private.certificates where order_id = $1 and revoked_at is null order by issued_at`,
      [order.order_id],
    );
    expect(certificates.map((c) => c.collectible_id).sort()).toEqual([first.collectibleId, second.collectibleId].sort());
    expect(certificates.every((c) => !c.item_name.includes('lot'))).toBe(true);
    // The order page offers both, each named by its piece.
    const { data: papers } = await anonClient().rpc('order_page_documents', { token: order.access_token });
    const offered = (papers as { certificates: Array<{ item_name: string; revoked_at: string | null }> }).certificates;
    expect(
      offered
        .filter((c) => c.revoked_at === null)
        .map((c) => c.item_name)
        .sort(),
    ).toEqual(certificates.map((c) => c.item_name).sort());

    // The PDF the buyer downloads prints every line with its HSN or SAC and the tax of each.
    const { rows: ids } = await db().query<{ id: string }>(
      `select id from private.invoices where order_id = $1 and kind = 'invoice'`,
      [order.order_id],
    );
    const { data: link, error: linkError } = await alice.client.functions.invoke<{ url: string }>('documents', {
      body: { kind: 'invoice', id: ids[0]!.id },
    });
    expect(linkError).toBeNull();
    const pdf = join(mkdtempSync(join(tmpdir(), 'sikka-auction-')), 'invoice.pdf');
    writeFileSync(pdf, new Uint8Array(await (await fetch(link!.url)).arrayBuffer()));
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(text).toMatch(/Lot 1: .+ \(hammer price\)\s+9705\s+1\s+Rs\. 1,000\.00/);
    expect(text).toMatch(new RegExp(`Lot 1: buyer's premium\\s+996111\\s+1\\s+Rs\\. ${one.premium + one.premiumGst}\\.00`));
    expect(text).toContain(`IGST at 18% Rs. ${one.premiumGst}.00`);
    expect(text).toContain(`Rs. ${order.total.toLocaleString('en-IN')}.00`);

    // Cancelled after payment: the credit note repeats the lines and both certificates are revoked.
    await db().query(`update public.delivery_addresses set status = 'cancelled' where id = $1`, [order.order_id]);
    const { rows: notes } = await db().query<{ lines: Line[] }>(
      `select lines from private.invoices where order_id = $1 and kind = 'credit_note'`,
      [order.order_id],
    );
    expect(notes[0]!.lines).toEqual(invoice.lines);
    const { rows: live } = await db().query('select 1 from private.certificates where order_id = $1 and revoked_at is null', [
      order.order_id,
    ]);
    expect(live).toHaveLength(0);
  });

  it("credits a partial return's refund across the lines by their value, each at its own rate", async () => {
    const { order } = await paidAuctionOrder();
    const { rows: invoices } = await db().query<{ lines: Line[] }>(
      `select lines from private.invoices where order_id = $1 and kind = 'invoice'`,
      [order.order_id],
    );
    const refund = 1000;
    await db().query('select private.issue_return_credit_note($1, $2, now())', [order.order_id, refund]);
    const { rows: notes } = await db().query<{ total_paise: string; lines: Line[] }>(
      `select total_paise, lines from private.invoices where order_id = $1 and kind = 'credit_note'`,
      [order.order_id],
    );
    const note = notes[0]!;
    expect(Number(note.total_paise)).toBe(refund * 100);
    expect(note.lines.reduce((sum, l) => sum + l.value_paise, 0)).toBe(refund * 100);
    const invoiced = invoices[0]!.lines;
    for (const [i, line] of note.lines.slice(0, -1).entries()) {
      expect(line.value_paise).toBe(Math.floor((refund * 100 * invoiced[i]!.value_paise) / (order.total * 100)));
    }
    for (const [i, line] of note.lines.entries()) {
      expect([line.hsn_code, line.rate_basis_points]).toEqual([invoiced[i]!.hsn_code, invoiced[i]!.rate_basis_points]);
      expect(line.taxable_paise).toBe(Math.round((line.value_paise * 10000) / (10000 + line.rate_basis_points)));
      expect(line.taxable_paise + line.igst_paise).toBe(line.value_paise);
    }
  });
});

describe('the watchlist', () => {
  it('is kept by signed-in collectors only, and reminds them once before the lot closes', async () => {
    const lot = await openLot({ closesIn: 30 * 60 });
    const guest = await anonymousSession();
    expect((await guest.from('auction_watches').insert({ lot_id: lot.id })).error).not.toBeNull();
    expect((await alice.client.from('auction_watches').insert({ lot_id: lot.id })).error).toBeNull();
    expect((await alice.client.from('auction_watches').insert({ lot_id: lot.id })).error).not.toBeNull();
    await db().query('select private.close_due_auction_lots()');
    await db().query('select private.close_due_auction_lots()');
    const { rows } = await db().query<{ recipient: string }>(
      `select recipient from public.outbox where template = 'auction_closing_soon' and data ->> 'auction_slug' = $1`,
      [lot.auctionSlug],
    );
    expect(rows.map((r) => r.recipient)).toEqual([alice.email]);
    expect((await alice.client.from('auction_watches').delete().eq('lot_id', lot.id).select('id')).data).toHaveLength(1);
  });
});
