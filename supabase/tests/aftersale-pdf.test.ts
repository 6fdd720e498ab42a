import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshPhone, paidOrder } from './support/aftersale.ts';
import { createListing, delivery } from './support/checkout.ts';
import { adminClient, anonClient, anonymousSession, db } from './support/clients.ts';

// The papers after the sale (issue 46), read as a person would (pdftotext): a return's credit note
// (Rule 53: its nature, the invoice it is against, the value credited and its tax) and a dealer's
// invoice (Rule 46: the recipient's GSTIN and the place of supply).

const work = mkdtempSync(join(tmpdir(), 'sikka-aftersale-pdf-'));

async function pdfTextOf(id: string): Promise<string> {
  const admin = await adminClient();
  const { data, error } = await admin.functions.invoke<{ url: string }>('documents', { body: { kind: 'invoice', id } });
  expect(error).toBeNull();
  const response = await fetch(data!.url);
  const file = join(work, `${id}.pdf`);
  writeFileSync(file, new Uint8Array(await response.arrayBuffer()));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('after-sale papers', () => {
  it('a return’s partial credit note names its nature, its invoice and the value credited', async () => {
    const order = await paidOrder({ price: 4_200 });
    const admin = await adminClient();
    await anonClient().rpc('request_return', { token: order.token, reason: 'damaged', details: 'Cracked holder' });
    await admin.rpc('decide_return', { order_id: order.id, approve: true });
    await admin.rpc('receive_return', { order_id: order.id, restock: true });
    const { data } = await admin.rpc('record_refund', {
      order_id: order.id,
      amount: 2_100,
      method: 'upi',
      reference: '123456789012',
    });
    const { credit_note_id: id, credit_note_serial: serial } = data as { credit_note_id: string; credit_note_serial: string };
    const { rows } = await db().query(`select serial from private.invoices where order_id = $1 and kind = 'invoice'`, [order.id]);
    const text = await pdfTextOf(id);
    for (const part of [
      'CREDIT NOTE',
      `Credit Note no.: ${serial}`,
      `Against invoice ${rows[0]!.serial}`,
      'Reason: Sales return',
      'value credited',
      'Rs. 2,100.00',
      'IGST at 5%',
      'Rs. 100.00',
      'Credit note total',
      'Two Thousand One Hundred',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('a dealer’s invoice names the recipient as registered, with GSTIN and trade name', async () => {
    const buyer = await anonymousSession();
    const { data, error } = await buyer.rpc('place_business_order', {
      collectible_id: await createListing(db(), 10_450),
      ...delivery,
      phone: freshPhone(),
      buyer_gstin: '27AAPFU0939F1ZV',
      buyer_trade_name: 'Numis Traders of Pune',
    });
    expect(error).toBeNull();
    const admin = await adminClient();
    await admin.rpc('mark_order_paid', { order_id: data!.order_id as string });
    const { rows } = await db().query(`select id from private.invoices where order_id = $1 and kind = 'invoice'`, [
      data!.order_id,
    ]);
    const text = await pdfTextOf(rows[0]!.id);
    for (const part of [
      '(recipient, registered)',
      'Numis Traders of Pune',
      'GSTIN: 27AAPFU0939F1ZV (Maharashtra)',
      'Tamil Nadu (State code 33)',
    ]) {
      expect(text).toContain(part);
    }
  });
});
