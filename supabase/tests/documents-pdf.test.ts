import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createListing, placeOrder } from './support/checkout.ts';
import { adminClient, anonymousSession, db, type ShopClient } from './support/clients.ts';

// The documents Edge Function's PDFs, read as a person would: the text pdftotext extracts, the QR code
// zbarimg decodes from the page drawn by pdftoppm (poppler-utils and zbar-tools on this machine).

const work = mkdtempSync(join(tmpdir(), 'sikka-pdf-'));
const seedPhoto = (n: number) =>
  `http://127.0.0.1:54321/storage/v1/object/public/collectible-images/c0000000-0000-4000-8000-000000000001/${n}.jpg`;

async function paidOrder(state: string, long: { name?: string; fullName?: string; line?: string } = {}) {
  const listing = await createListing(db(), 48_999);
  await db().query(
    `update public.collectibles set name = 'Mughal Empire, Akbar, silver rupee, Lahore mint', issuer = 'Mughal Empire',
       ruler = 'Akbar', denomination = 'Rupee', year_ad = 1590, mint = 'Lahore', metal = 'silver', weight_g = 11.42,
       diameter_mm = 21.5, grade = 'XF', fineness = 0.917, shape = 'round', year_written = '1590' where id = $1`,
    [listing],
  );
  if (long.name) await db().query('update public.collectibles set name = $2 where id = $1', [listing, long.name]);
  await db().query(`insert into public.catalogue_references (collectible_id, system, number) values ($1, 'KM', '82.3')`, [
    listing,
  ]);
  await db().query(`insert into public.collectible_images (collectible_id, image_url, "order") values ($1, $2, 0), ($1, $3, 1)`, [
    listing,
    seedPhoto(1),
    seedPhoto(2),
  ]);
  const buyer = await anonymousSession();
  const { data, error } = await placeOrder(buyer, listing, null, {
    state,
    phone: `5${String(Date.now() % 1e9).padStart(9, '0')}`,
    full_name: long.fullName ?? 'Anand Pillai',
    ...(long.line ? { address_line1: long.line, address_line2: long.line } : {}),
  });
  if (error) throw new Error(error.message);
  const admin = await adminClient();
  expect((await admin.rpc('mark_order_paid', { order_id: data!.order_id })).error).toBeNull();
  return { buyer, admin, orderId: data!.order_id as string };
}

async function documentLink(client: ShopClient, kind: string, id: string) {
  const { data, error } = await client.functions.invoke<{ url: string }>('documents', { body: { kind, id } });
  return { url: data?.url, status: error ? ((error as { context?: Response }).context?.status ?? 0) : 200 };
}

async function download(url: string, name: string): Promise<string> {
  const response = await fetch(url);
  expect(response.headers.get('content-type')).toContain('application/pdf');
  const file = join(work, name);
  writeFileSync(file, new Uint8Array(await response.arrayBuffer()));
  return file;
}

const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

/** Every word pdftotext finds on the first page, with its box (points from the top left). */
function pdfWords(file: string): Array<{ text: string; xMin: number; xMax: number }> {
  const html = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)].map((m) => ({
    xMin: Number(m[1]),
    xMax: Number(m[2]),
    text: m[3]!,
  }));
}

/** `word` repeated, space-separated, to exactly `length` characters (the last copy cut short). */
const longText = (word: string, length: number) =>
  `${word} `
    .repeat(Math.ceil(length / (word.length + 1)))
    .slice(0, length)
    .trim();

describe('the invoice PDF', () => {
  it('carries every particular of CGST Rule 46, the tax arithmetic, and is made once', async () => {
    const { buyer, admin, orderId } = await paidOrder('Karnataka');
    const { rows } = await db().query('select id, serial from private.invoices where order_id = $1', [orderId]);
    const invoice = rows[0] as { id: string; serial: string };

    const first = await documentLink(buyer, 'invoice', invoice.id);
    expect(first.status).toBe(200);
    expect(first.url).toContain('/storage/v1/object/sign/documents/');
    const text = pdfText(await download(first.url!, 'invoice.pdf'));
    for (const particular of [
      'TAX INVOICE',
      'Sikka Collectibles Private Limited (DEMO)', // supplier's name
      '14 Museum Road', // address
      'GSTIN: 29AAHCS1234K1Z6',
      `Tax Invoice no.: ${invoice.serial}`,
      'Date of issue:',
      'Anand Pillai', // recipient
      '22 Anna Salai',
      'State: Karnataka, State code: 29',
      'Karnataka (State code 29)', // place of supply
      '9705', // HSN
      'Mughal Empire, Akbar, silver rupee, Lahore mint', // description
      'Rs. 48,999.00', // value
      'Rs. 49,049.00', // total (with shipping)
      'Taxable value',
      'Rs. 46,713.34', // the total less both halves
      'CGST at 2.5%',
      'SGST at 2.5%',
      'Rs. 1,167.83', // each half: 4,904,900 paise x 2.5 / 105 = 116,783.33… → 1,167.83 (twice, never .84 + .83)
      'Rs. 2,335.66', // total tax
      'Rupees Forty Nine Thousand Forty Nine Only', // the amount in words
      'reverse charge: No',
      'Authorised signatory',
      'Signed: Arjun Menon, Director',
    ]) {
      expect(text).toContain(particular);
    }
    expect(text).toMatch(/Qty[\s\S]*\b1\b/);

    const again = await documentLink(admin, 'invoice', invoice.id);
    expect(again.url!.split('?')[0]).toBe(first.url!.split('?')[0]);
    expect((await documentLink(await anonymousSession(), 'invoice', invoice.id)).status).toBe(404);
  });
});

describe('long fields on the invoice', () => {
  it('wrap inside their column: a 200-character description, the longest name and address lines', async () => {
    const name = longText('Chhatrapati', 200);
    const fullName = longText('Venkataraghavan', 100);
    const line = longText('Thiruvalluvar', 150);
    const { buyer, orderId } = await paidOrder('Karnataka', { name, fullName, line });
    const { rows } = await db().query('select id from private.invoices where order_id = $1', [orderId]);
    const link = await documentLink(buyer, 'invoice', (rows[0] as { id: string }).id);
    const words = pdfWords(await download(link.url!, 'invoice-long.pdf'));
    // A copy of the word, or the shorter last one ('Venk' of 'Venkataraghavan').
    const placed = (word: string) => words.filter((w) => w.text.length >= 3 && word.startsWith(w.text));
    // Every copy of each word is printed (nothing cut off), and stays left of the next column: the
    // recipient's lines left of 'Place of supply' (x = 330), the description left of 'HSN' (x = 300).
    expect(placed('Venkataraghavan').length).toBe(fullName.split(' ').length);
    expect(placed('Thiruvalluvar').length).toBe(line.split(' ').length * 2);
    expect(placed('Chhatrapati').length).toBe(name.split(' ').length);
    for (const word of [...placed('Venkataraghavan'), ...placed('Thiruvalluvar')]) expect(word.xMax).toBeLessThan(330);
    for (const word of placed('Chhatrapati')) {
      expect(word.xMin).toBeGreaterThanOrEqual(69);
      expect(word.xMax).toBeLessThan(300);
    }
  });
});

describe('the certificate PDF', () => {
  it('prints the facts and the code, and its QR code opens the verify page', async () => {
    const { buyer, orderId } = await paidOrder('Kerala');
    const { rows } = await db().query('select id, code from private.certificates where order_id = $1', [orderId]);
    const certificate = rows[0] as { id: string; code: string };
    const { url, status } = await documentLink(buyer, 'certificate', certificate.id);
    expect(status).toBe(200);
    const file = await download(url!, 'certificate.pdf');
    const text = pdfText(file);
    for (const field of [
      'Certificate of Authenticity',
      `Certificate no. ${certificate.code}`,
      'Issued on',
      'Mughal Empire, Akbar, silver rupee, Lahore mint',
      'Akbar',
      'Rupee',
      '1590',
      'Lahore',
      // The listing's words for the facts, not the stored values ('silver', 'round', 'XF').
      'Silver, 0.917 fine',
      'Round',
      'KM 82.3',
      '11.42 g',
      '21.5 mm',
      'Extremely Fine (XF)',
      'Certified by',
    ]) {
      expect(text).toContain(field);
    }
    // The year as written is the same year: printed once.
    expect(text).not.toContain('1590 (1590)');
    expect(text).not.toContain('Anand Pillai');
    // Two photos embedded.
    expect(execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').length - 2).toBe(2);

    execFileSync('pdftoppm', ['-png', '-r', '200', '-singlefile', file, join(work, 'certificate')]);
    const decoded = execFileSync('zbarimg', ['--quiet', '--raw', join(work, 'certificate.png')], { encoding: 'utf8' }).trim();
    expect(decoded).toMatch(new RegExp(`^https?://[^/]+/verify/${certificate.code}$`));
    expect(text.replace(/\s+/g, '')).toContain(decoded);
  });
});
