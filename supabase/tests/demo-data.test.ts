import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizeTracking, shipmentProblems } from '../../shared/src/domain/orders/shipment.ts';
import { anonClient, adminClient, buyerClient, db, shop } from './support/clients.ts';
import { DEMO_BUYER_HANDLE, demoAuction, demoLots } from './seed/auctions.ts';
import { catalogue } from './seed/catalogue.ts';
import { categoryId, categoryNames } from './seed/model.ts';
import { orders } from './seed/people.ts';
import { orderFigures, renderSeedSql } from './seed/render-sql.ts';

describe('demo data (seed.sql and seed images)', () => {
  it('seed.sql is what gen-seed.ts renders from the seed data (run `pnpm gen:seed` when this fails)', () => {
    const committed = readFileSync(new URL('../seed.sql', import.meta.url), 'utf8');
    expect(committed).toBe(renderSeedSql());
  });

  it('runs one auction whose lots close a minute apart, days after the seed, the demo buyer leading lot 1', async () => {
    const visitor = anonClient();
    const { data: auction } = await visitor
      .from('auctions')
      .select('id, status, starts_at')
      .eq('slug', demoAuction.slug)
      .single();
    expect(auction?.status).toBe('scheduled');
    const { data: lots } = await visitor
      .from('auction_lots')
      .select('lot_number, status, closes_at, current_price, leader_handle, collectible:collectibles(slug, status)')
      .eq('auction_id', auction!.id)
      .order('lot_number');
    expect(lots?.map((l) => l.collectible?.slug)).toEqual(demoLots.map((l) => l.listingSlug));
    expect(lots?.every((l) => l.status === 'open' && l.collectible?.status === 'unavailable')).toBe(true);
    expect(new Date(lots![0]!.closes_at).getTime()).toBeGreaterThan(Date.now() + 24 * 3_600_000);
    expect(new Date(lots![1]!.closes_at).getTime() - new Date(lots![0]!.closes_at).getTime()).toBe(60_000);
    expect(lots![0]).toMatchObject({ current_price: demoLots[0]!.openingBid, leader_handle: DEMO_BUYER_HANDLE });
    const buyer = await buyerClient();
    expect((await buyer.rpc('my_auction_lots', { auction: auction!.id })).data?.map((l) => l.state)).toEqual(['winning']);
  });

  it("gives each demo order its own reference (the id's first 8 characters), as My Orders shows them", async () => {
    const { rows } = await db().query<{ reference: string }>(
      'select reference from public.delivery_addresses d, lateral (select left(d.id::text, 8) as reference) r where d.id = any($1::uuid[])',
      [orders.map((o) => o.id)],
    );
    expect(rows).toHaveLength(orders.length);
    expect(new Set(rows.map((r) => r.reference)).size).toBe(orders.length);
    // Each buyer's My Orders lists references that differ from one another.
    const { data, error } = await (await buyerClient()).rpc('my_orders', {});
    expect(error).toBeNull();
    const references = (data ?? []).map((o: { reference: string }) => o.reference);
    expect(references.length).toBeGreaterThanOrEqual(4);
    expect(new Set(references).size).toBe(references.length);
  });

  it('ships every fulfilled demo order with a parcel the shipment rule accepts, after its payment and before now', () => {
    const fulfilled = orders.filter((o) => o.status === 'fulfilled');
    expect(fulfilled.length).toBeGreaterThanOrEqual(1);
    for (const order of fulfilled) {
      const shipment = order.shipment;
      expect(shipment, order.id).toBeDefined();
      if (!shipment) continue;
      const { carrier, tracking, shippedDaysAgo } = shipment;
      expect(shipmentProblems({ carrier, tracking, insuredValue: orderFigures(order).total }), order.id).toEqual({});
      // The seed writes the column as stored (mark_order_fulfilled normalizes; the SQL rule checks it as written).
      expect(normalizeTracking(tracking), order.id).toBe(tracking);
      expect(shippedDaysAgo, order.id).toBeGreaterThan(0);
      expect(shippedDaysAgo, order.id).toBeLessThan(order.daysAgo);
    }
    expect(orders.filter((o) => o.status === 'received' && o.shipment)).toEqual([]);
  });

  it('stores the parcel of every fulfilled demo order, insured for its total', async () => {
    const { rows } = await db().query<{ id: string; shipped: boolean; insured_is_total: boolean }>(
      `select id, shipped_at between paid_at and now() as shipped, shipment_insured_value = total as insured_is_total
         from public.delivery_addresses where id = any($1::uuid[]) and status = 'fulfilled' order by id`,
      [orders.map((o) => o.id)],
    );
    expect(rows.map((r) => r.id)).toEqual(
      orders
        .filter((o) => o.status === 'fulfilled')
        .map((o) => o.id)
        .sort(),
    );
    for (const row of rows) expect(row, row.id).toMatchObject({ shipped: true, insured_is_total: true });
  });

  it('gives every paid demo order its tax invoice and a certificate anyone can verify, dated with the payment', async () => {
    const { rows } = await db().query<{ access_token: string; paid_at: Date }>(
      `select access_token, paid_at from public.delivery_addresses where id = any($1::uuid[]) and payment_status = 'paid'`,
      [orders.map((o) => o.id)],
    );
    expect(rows).toHaveLength(orders.filter((o) => o.payment.status === 'paid').length);
    const visitor = anonClient();
    for (const { access_token, paid_at } of rows) {
      const { data, error } = await visitor.rpc('order_page_documents', { token: access_token });
      expect(error).toBeNull();
      const papers = data as {
        invoices: { kind: string; issued_at: string }[];
        certificates: { code: string; issued_at: string }[];
      };
      expect(papers.invoices.map((invoice) => invoice.kind)).toEqual(['invoice']);
      expect(papers.certificates).toHaveLength(1);
      for (const paper of [papers.invoices[0]!, papers.certificates[0]!]) expect(new Date(paper.issued_at)).toEqual(paid_at);
      const verified = await visitor.rpc('verify_certificate', { code: papers.certificates[0]!.code });
      expect(verified.error).toBeNull();
      expect(verified.data).toMatchObject({ code: papers.certificates[0]!.code });
    }
  });

  it('records how each demo order and submission reached its status, naming people as the trigger does', async () => {
    // Every seeded record, with the status each of its histories starts from and where it stands now.
    const { rows: records } = await db().query<{ id: string; entity: string; start: string; now: string; created: Date }>(
      `
      select id::text, 'order' as entity, 'received' as start, status as now, created_at as created
        from public.delivery_addresses where id = any($1::uuid[])
      union all
      select id::text, 'payment', 'unpaid', payment_status, created_at from public.delivery_addresses where id = any($1::uuid[])
      union all
      select id::text, 'submission', 'pending', status, created_at from public.seller_submissions where id::text like 'e0000000-%'`,
      [orders.map((o) => o.id)],
    );
    const { rows: history } = await db().query<{
      record: string;
      entity: string;
      from_status: string;
      to_status: string;
      by: string | null;
      label: string;
      person: string | null;
      at: Date;
      in_past: boolean;
    }>(`
      select h.record_id::text as record, h.entity, h.from_status, h.to_status, h.changed_by as by, h.changed_by_label as label,
             coalesce(nullif(p.phone, ''), u.email) as person, h.changed_at as at, h.changed_at <= now() as in_past
        from public.status_history h
        left join public.profiles p on p.id = h.changed_by
        left join auth.users u on u.id = h.changed_by
       order by h.changed_at, h.id`);
    expect(records.filter((r) => r.now !== r.start).length).toBeGreaterThanOrEqual(6);
    for (const record of records) {
      const steps = history.filter((h) => h.record === record.id && h.entity === record.entity);
      // The steps chain from the first status to the one the record has now, after it was made and before now.
      let status = record.start;
      for (const step of steps) {
        expect(step.from_status, `${record.entity} ${record.id}`).toBe(status);
        expect(step.at.getTime(), `${record.entity} ${record.id}`).toBeGreaterThanOrEqual(record.created.getTime());
        expect(step.in_past, `${record.entity} ${record.id}`).toBe(true);
        // A person is named as the back office names them; a change no person made says what made it.
        expect(step.label).toBe(step.by ? step.person : 'Hold expired: no payment in time');
        status = step.to_status;
      }
      expect(status, `${record.entity} ${record.id}`).toBe(record.now);
    }
    // The order page tells a shipped order's story from that history.
    const shipped = orders.find((o) => o.status === 'fulfilled');
    const { rows: page } = await db().query<{ history: { text: string }[] }>(
      'select private.order_history_words(d) as history from public.delivery_addresses d where d.id = $1',
      [shipped?.id],
    );
    expect(page[0]?.history.map((h) => h.text)).toEqual([
      'Order placed',
      'Payment submitted — we are verifying it',
      'Payment received',
      'Shipped',
    ]);
  });

  it('serves at least 60 listings with categories and images to a visitor', async () => {
    const { data, count, error } = await anonClient()
      .from('collectibles')
      .select('id, name, price, status, category:categories(id, name), images:collectible_images(id, image_url, order)', {
        count: 'exact',
      })
      .in(
        'id',
        catalogue.map((l) => l.id),
      )
      .order('created_at', { ascending: false })
      .range(0, 11);
    expect(error).toBeNull();
    expect(count).toBe(catalogue.length);
    expect(count).toBeGreaterThanOrEqual(60);
    expect(data).toHaveLength(12);
    for (const listing of data ?? []) {
      expect(listing.category?.name).toBeTruthy();
      expect(listing.images.length).toBeGreaterThanOrEqual(1);
      expect(listing.images.length).toBeLessThanOrEqual(4);
    }
  });

  it('has the eight categories including the default Mixed Collectibles', async () => {
    const { data } = await anonClient()
      .from('categories')
      .select('name')
      .in(
        'id',
        categoryNames.map((_, i) => categoryId(i + 1)),
      )
      .order('name');
    expect(data?.map((c) => c.name)).toEqual([
      'Ancient India',
      'Banknotes',
      'British India',
      'Commemorative',
      'Mixed Collectibles',
      'Mughal Empire',
      'Princely States',
      'Republic India',
    ]);
  });

  it('prices run from ₹300 to ₹4,50,000 and every status occurs, including none', async () => {
    const { rows } = await db().query<{ min: number; max: number; statuses: (string | null)[] }>(
      `select min(price) as min, max(price) as max, array_agg(distinct status) as statuses from public.collectibles
        where id::text like 'c0000000-%'`,
    );
    expect(rows[0]?.min).toBe(300);
    expect(rows[0]?.max).toBe(450000);
    expect(rows[0]?.statuses).toEqual(expect.arrayContaining(['available', 'sold', 'unavailable', null]));
  });

  it('describes listings in the five labelled sections, one paragraph each', async () => {
    const { data } = await anonClient().from('collectibles').select('description').eq('slug', '1911-george-v-pig-rupee').single();
    const paragraphs = data?.description.split('\n\n') ?? [];
    for (const label of ['Condition:', 'Authentication:', 'Historical Context:', 'Specifications:', 'Investment Potential:']) {
      expect(paragraphs.some((p) => p.startsWith(label))).toBe(true);
    }
  });

  it('serves the seed images from the public bucket as JPEGs', async () => {
    const { data } = await anonClient().from('collectible_images').select('image_url').limit(1).single();
    const path = new URL(data!.image_url).pathname;
    const response = await fetch(`${shop().url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(5_000);
  });

  it('signs in the demo admin and buyer with the README credentials', async () => {
    const admin = await adminClient();
    const { data: isAdmin } = await admin.rpc('is_admin');
    expect(isAdmin).toBe(true);
    const buyer = await buyerClient();
    const { data: buyerIsAdmin } = await buyer.rpc('is_admin');
    expect(buyerIsAdmin).toBe(false);
  });

  it('has orders, submissions, blog posts and promo codes in every state', async () => {
    const { rows } = await db().query<{ orders: string[]; submissions: string[]; posts: number; anonymous: number }>(`
      select (select array_agg(distinct status order by status) from public.delivery_addresses) as orders,
             (select array_agg(distinct status order by status) from public.seller_submissions) as submissions,
             (select count(*)::int from public.blog_posts) as posts,
             (select count(*)::int from public.profiles where phone like 'anonymous-%') as anonymous`);
    expect(rows[0]?.orders).toEqual(['cancelled', 'fulfilled', 'received']);
    expect(rows[0]?.submissions).toEqual(['accepted', 'pending', 'rejected']);
    expect(rows[0]?.posts).toBeGreaterThanOrEqual(4);
    expect(rows[0]?.anonymous).toBeGreaterThanOrEqual(1);
  });
});
