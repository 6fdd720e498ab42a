import { describe, expect, it } from 'vitest';
import {
  RETURN_REASONS,
  RETURN_STATUSES,
  refundLimit,
  returnRequestProblem,
  returnStepAllowed,
} from '../../shared/src/domain/returns/policy.ts';
import { paidOrder, queuedTemplates, staffSession } from './support/aftersale.ts';
import { adminClient, anonClient, anonymousSession, db, userIdOf } from './support/clients.ts';

// Returns (issue 46): the Return Policy's rule in SQL and in @sikka/shared/domain/returns, held equal on
// the same samples; the state machine only forward and only by the right side.

const request = (token: string, extra: Partial<{ reason: string; details: string; photo_paths: string[] }> = {}) =>
  anonClient().rpc('request_return', { token, reason: 'damaged', details: 'The holder arrived cracked', ...extra });

describe('the Return Policy in SQL and TypeScript', () => {
  it('says the same of every step of the state machine', async () => {
    for (const from of RETURN_STATUSES) {
      for (const to of RETURN_STATUSES) {
        const { rows } = await db().query<{ ok: boolean }>('select private.return_step_allowed($1, $2) as ok', [from, to]);
        expect(rows[0]!.ok, `${from} → ${to}`).toBe(returnStepAllowed(from, to));
      }
    }
  });

  it('says the same of when a return may be asked for', async () => {
    const now = new Date('2026-11-20T10:00:00Z');
    const samples = [
      { status: 'fulfilled', paymentStatus: 'paid', deliveredAt: '2026-11-14T10:00:00Z', hasReturn: false },
      { status: 'fulfilled', paymentStatus: 'paid', deliveredAt: '2026-11-13T10:00:00Z', hasReturn: false },
      { status: 'fulfilled', paymentStatus: 'paid', deliveredAt: '2026-11-13T09:59:59Z', hasReturn: false },
      { status: 'fulfilled', paymentStatus: 'paid', deliveredAt: '2026-11-19T10:00:00Z', hasReturn: true },
      { status: 'fulfilled', paymentStatus: 'paid', deliveredAt: null, hasReturn: false },
      { status: 'received', paymentStatus: 'paid', deliveredAt: null, hasReturn: false },
      { status: 'cancelled', paymentStatus: 'paid', deliveredAt: '2026-11-19T10:00:00Z', hasReturn: false },
      { status: 'fulfilled', paymentStatus: 'unpaid', deliveredAt: '2026-11-19T10:00:00Z', hasReturn: false },
    ];
    for (const s of samples) {
      const { rows } = await db().query<{ problem: string | null }>(
        'select private.return_request_problem($1, $2, $3, $4, $5) as problem',
        [s.status, s.paymentStatus, s.deliveredAt, s.hasReturn, now],
      );
      expect(rows[0]!.problem, JSON.stringify(s)).toBe(returnRequestProblem(s, now));
    }
  });

  it('says the same of what the shop may keep', async () => {
    const order = { total: 4_250, shipping: 50 };
    const bases = [{ kind: 'cancellation' as const }, ...RETURN_REASONS.map((reason) => ({ kind: 'return' as const, reason }))];
    for (const basis of bases) {
      const { rows } = await db().query<{ most: string }>('select private.refund_limit($1, $2, $3, $4) as most', [
        order.total,
        order.shipping,
        basis.kind,
        basis.kind === 'return' ? basis.reason : null,
      ]);
      expect(Number(rows[0]!.most), JSON.stringify(basis)).toBe(refundLimit(order, basis));
    }
    // The page's promise: a return for the shop's error gets the shipping back; a doubt of authenticity does not.
    expect(refundLimit(order, { kind: 'return', reason: 'wrong_item' })).toBe(4_250);
    expect(refundLimit(order, { kind: 'return', reason: 'authenticity' })).toBe(4_200);
  });
});

describe('a return, step by step', () => {
  it('goes requested → approved → on its way → received, each step in the history and the right e-mails queued', async () => {
    const order = await paidOrder();
    expect((await request(order.token)).error).toBeNull();
    const admin = await adminClient();

    // The buyer cannot approve their own return: the staff's functions refuse a visitor and a buyer.
    const byBuyer = await (await anonymousSession()).rpc('decide_return', { order_id: order.id, approve: true });
    expect(byBuyer.error?.hint).toBe('not_authorized');

    expect(
      (await admin.rpc('decide_return', { order_id: order.id, approve: true, note: 'Please use a padded envelope' })).error,
    ).toBeNull();
    const page = await anonClient().rpc('order_page_return', { token: order.token });
    const ret = (page.data as { return: Record<string, unknown> }).return;
    expect(ret.status).toBe('approved');
    expect(String(ret.return_address)).toContain('Museum Road');
    expect(ret.shop_pays_postage).toBe(true);

    const badTracking = await anonClient().rpc('add_return_tracking', {
      token: order.token,
      carrier: 'India Post Speed Post',
      tracking: 'EE123456789IN',
    });
    expect(badTracking.error?.hint).toBe('shipment_tracking_check_digit');
    expect(
      (
        await anonClient().rpc('add_return_tracking', {
          token: order.token,
          carrier: 'India Post Speed Post',
          tracking: 'ee 123 456 785 in',
        })
      ).error,
    ).toBeNull();

    expect((await admin.rpc('receive_return', { order_id: order.id, restock: true })).error).toBeNull();
    const { rows: piece } = await db().query('select status from public.collectibles where id = $1', [order.collectibleId]);
    expect(piece[0]!.status).toBe('available');

    const history = await anonClient().rpc('order_page', { token: order.token });
    const words = (history.data![0]!.history as { text: string }[]).map((e) => e.text);
    expect(words).toEqual(
      expect.arrayContaining([
        'Delivered',
        'Return requested — we are reviewing it',
        'Return approved — please send the piece back',
        'Return parcel on its way to us',
        'Return received and inspected',
      ]),
    );
    // The buyer's e-mail of the approval (the shop's own notices go to its contact address, unset here).
    expect((await queuedTemplates(db(), order.id)).filter((t) => t.startsWith('return_'))).toEqual(['return_approved']);
  });

  it('declines with the reason the buyer reads and is e-mailed; a decline needs a reason', async () => {
    const order = await paidOrder();
    expect((await request(order.token, { reason: 'authenticity' })).error).toBeNull();
    const admin = await adminClient();
    const silent = await admin.rpc('decide_return', { order_id: order.id, approve: false, note: '  ' });
    expect(silent.error?.hint).toBe('return_decline_reason_required');
    const reason = 'The piece matches its certificate and photographs';
    expect((await admin.rpc('decide_return', { order_id: order.id, approve: false, note: reason })).error).toBeNull();
    const page = await anonClient().rpc('order_page_return', { token: order.token });
    expect((page.data as { return: { status: string; decision_note: string } }).return).toMatchObject({
      status: 'declined',
      decision_note: reason,
    });
    const { rows } = await db().query(
      `select data ->> 'decision_note' as note from public.outbox where order_id = $1 and template = 'return_declined'`,
      [order.id],
    );
    expect(rows).toEqual([{ note: reason }]);
    // Only forward: a declined return is never approved afterwards, nor received.
    expect((await admin.rpc('decide_return', { order_id: order.id, approve: true })).error?.hint).toBe('return_step_not_allowed');
    expect((await admin.rpc('receive_return', { order_id: order.id, restock: false })).error?.hint).toBe(
      'return_step_not_allowed',
    );
  });

  it('never moves backward, even written directly', async () => {
    const order = await paidOrder();
    await request(order.token);
    const admin = await adminClient();
    await admin.rpc('decide_return', { order_id: order.id, approve: true });
    await admin.rpc('receive_return', { order_id: order.id, restock: false });
    await expect(
      db().query(`update public.order_returns set status = 'approved' where order_id = $1`, [order.id]),
    ).rejects.toThrow(/cannot become approved/);
    const { rows } = await db().query('select status from public.collectibles where id = $1', [order.collectibleId]);
    expect(rows[0]!.status).toBe('unavailable');
  });

  it('is handled by staff and the owner, not by an editor or an accountant', async () => {
    const order = await paidOrder();
    await request(order.token);
    for (const role of ['editor', 'accountant'] as const) {
      const { error } = await (await staffSession(role)).rpc('decide_return', { order_id: order.id, approve: true });
      expect(error?.hint, role).toBe('not_authorized');
    }
    expect((await (await staffSession('staff')).rpc('decide_return', { order_id: order.id, approve: true })).error).toBeNull();
    const read = await (await staffSession('accountant')).from('order_returns').select('id').eq('order_id', order.id);
    expect(read.data).toEqual([]);
  });
});

describe('asking for a return: bad input', () => {
  it('refuses an order that is not delivered yet', async () => {
    const shipped = await paidOrder({ stop: 'shipped' });
    expect((await request(shipped.token)).error?.hint).toBe('return_not_delivered');
    const paid = await paidOrder({ stop: 'paid' });
    expect((await request(paid.token)).error?.message).toBe('A return can be asked for once the order has been delivered');
  });

  it('refuses after the 7-day window', async () => {
    const order = await paidOrder();
    await db().query(`update public.delivery_addresses set delivered_at = now() - interval '7 days 1 minute' where id = $1`, [
      order.id,
    ]);
    const { error } = await request(order.token);
    expect(error?.hint).toBe('return_window_over');
    expect(error?.message).toBe('The 7-day return window of this order has ended');
  });

  it('refuses a second request for one order', async () => {
    const order = await paidOrder();
    expect((await request(order.token)).error).toBeNull();
    expect((await request(order.token, { reason: 'wrong_item' })).error?.hint).toBe('return_exists');
  });

  it('refuses a request without a known reason, without words, or with photos it did not upload', async () => {
    const order = await paidOrder();
    expect((await request(order.token, { reason: 'changed my mind' })).error?.hint).toBe('return_reason_required');
    expect((await request(order.token, { details: '   ' })).error?.hint).toBe('return_details_required');
    expect((await request(order.token, { details: 'x'.repeat(1001) })).error?.hint).toBe('return_details_required');
    const stranger = await request(order.token, { photo_paths: ['someone/else.jpg'] });
    expect(stranger.error?.hint).toBe('return_photo_not_stored');
    const four = await request(order.token, { photo_paths: ['a', 'b', 'c', 'd'] });
    expect(four.error?.hint).toBe('return_photos_limit');
  });

  it('takes up to three photos that the asking session uploaded', async () => {
    const order = await paidOrder();
    const buyer = await anonymousSession();
    const uid = await userIdOf(buyer);
    const jpeg = new Blob([Uint8Array.from([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' });
    const path = `${uid}/cracked-holder.jpg`;
    expect((await buyer.storage.from('return-photos').upload(path, jpeg, { contentType: 'image/jpeg' })).error).toBeNull();
    // Another session cannot upload into this one's folder.
    const other = await anonymousSession();
    expect(
      (await other.storage.from('return-photos').upload(`${uid}/x.jpg`, jpeg, { contentType: 'image/jpeg' })).error,
    ).not.toBeNull();
    const { error } = await buyer.rpc('request_return', {
      token: order.token,
      reason: 'damaged',
      details: 'Cracked holder',
      photo_paths: [path],
    });
    expect(error).toBeNull();
    const { rows } = await db().query('select photo_paths from public.order_returns where order_id = $1', [order.id]);
    expect(rows[0]!.photo_paths).toEqual([path]);
  });

  it('marks delivered only a shipped order, once, not in the future', async () => {
    const paid = await paidOrder({ stop: 'paid' });
    const admin = await adminClient();
    expect((await admin.rpc('mark_order_delivered', { order_id: paid.id })).error?.hint).toBe('order_not_delivered');
    const shipped = await paidOrder({ stop: 'shipped' });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await admin.rpc('mark_order_delivered', { order_id: shipped.id, delivered_at: future })).error?.hint).toBe(
      'order_not_delivered',
    );
    expect((await admin.rpc('mark_order_delivered', { order_id: shipped.id })).error).toBeNull();
    expect((await admin.rpc('mark_order_delivered', { order_id: shipped.id })).error?.hint).toBe('order_not_delivered');
  });
});
