import { describe, expect, it } from 'vitest';
import { createListing, placeOrder } from './support/checkout.ts';
import { adminClient, anonClient, anonymousSession, db, type ShopClient } from './support/clients.ts';

// The buyer's papers by the order page's link (issue 34): whoever holds an order's access_token lists its
// certificate and invoice (order_page_documents) and gets their PDFs from the documents Edge Function,
// with no session; a wrong token, or another order's paper, is 'not found'.

interface Papers {
  certificates: Array<{ id: string; code: string; revoked_at: string | null }>;
  invoices: Array<{ id: string; kind: string; serial: string }>;
}

async function paidOrder() {
  const buyer = await anonymousSession();
  const { data, error } = await placeOrder(buyer, await createListing(db(), 2_400), null, {
    phone: `4${String(Date.now() % 1e9).padStart(9, '0')}`,
  });
  if (error) throw new Error(`place_order: ${error.message}`);
  const order = data as unknown as { order_id: string; access_token: string };
  expect((await (await adminClient()).rpc('mark_order_paid', { order_id: order.order_id })).error).toBeNull();
  return { id: order.order_id, token: order.access_token };
}

async function papersOf(client: ShopClient, token: string) {
  const { data, error } = await client.rpc('order_page_documents', { token });
  expect(error).toBeNull();
  return data as unknown as Papers | null;
}

async function documentLink(body: Record<string, unknown>) {
  const { data, error } = await anonClient().functions.invoke<{ url: string }>('documents', { body });
  return { url: data?.url, status: error ? ((error as { context?: Response }).context?.status ?? 0) : 200 };
}

describe('papers by the order link', () => {
  it('lists a paid order’s certificate and invoice to whoever holds its link, and nothing for a wrong one', async () => {
    const order = await paidOrder();
    const papers = (await papersOf(anonClient(), order.token))!;
    expect(papers.certificates).toHaveLength(1);
    expect(papers.certificates[0]!.code).toMatch(/^[A-Z0-9]{10}$/);
    expect(papers.invoices.map((i) => i.kind)).toEqual(['invoice']);
    expect(await papersOf(anonClient(), `${order.token.slice(0, 31)}${order.token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(await papersOf(anonClient(), 'not-a-token')).toBeNull();
  });

  it('hands out the invoice PDF by the order token, and 404 for a wrong token or another order’s paper', async () => {
    const order = await paidOrder();
    const other = await paidOrder();
    const invoice = (await papersOf(anonClient(), order.token))!.invoices[0]!;
    const othersInvoice = (await papersOf(anonClient(), other.token))!.invoices[0]!;

    const fine = await documentLink({ kind: 'invoice', id: invoice.id, order_token: order.token });
    expect(fine.status).toBe(200);
    const pdf = await fetch(fine.url!);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    const wrongToken = `${order.token.slice(0, 31)}${order.token.endsWith('A') ? 'B' : 'A'}`;
    expect((await documentLink({ kind: 'invoice', id: invoice.id, order_token: wrongToken })).status).toBe(404);
    expect((await documentLink({ kind: 'invoice', id: othersInvoice.id, order_token: order.token })).status).toBe(404);
    // The certificate's id asked for as an invoice is not in the token's invoices either.
    const certificate = (await papersOf(anonClient(), order.token))!.certificates[0]!;
    expect((await documentLink({ kind: 'invoice', id: certificate.id, order_token: order.token })).status).toBe(404);
    expect((await documentLink({ kind: 'certificate', id: certificate.id, order_token: order.token })).status).toBe(200);
    // Without a token or a session: still refused.
    expect((await documentLink({ kind: 'invoice', id: invoice.id })).status).toBe(401);
  });
});
