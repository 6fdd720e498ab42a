import type { RealtimeChannel } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { adminClient, anonClient, anonymousSession, db, unique, type ShopClient } from './support/clients.ts';
import { createListing } from './support/checkout.ts';

// Live updates (spec §4): the listing page follows its row by slug; the submissions screen hears every change.

const channels: [ShopClient, RealtimeChannel][] = [];
afterEach(async () => {
  for (const [client, channel] of channels.splice(0)) await client.removeChannel(channel);
});

type Change = { eventType: string; new: Record<string, unknown> };

function listen(client: ShopClient, table: string, filter?: string): Promise<{ changes: Change[] }> {
  const changes: Change[] = [];
  return new Promise((resolve, reject) => {
    const channel = client
      .channel(unique('live'))
      .on(
        'postgres_changes' as never,
        { event: '*', schema: 'public', table, ...(filter ? { filter } : {}) },
        (payload: Change) => {
          changes.push(payload);
        },
      )
      .subscribe((status: string) => {
        if (status === 'SUBSCRIBED') resolve({ changes });
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(new Error(`realtime ${status}`));
      });
    channels.push([client, channel]);
  });
}

const eventually = async (check: () => boolean, ms = 5_000) => {
  for (const start = Date.now(); Date.now() - start < ms; ) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
};

describe('realtime', () => {
  it('tells a visitor on a listing page when that listing is marked sold', async () => {
    const id = await createListing(db(), 1200, 'available');
    const { rows } = await db().query<{ slug: string }>('select slug from public.collectibles where id = $1', [id]);
    const visitor = anonClient();
    const live = await listen(visitor, 'collectibles', `slug=eq.${rows[0]!.slug}`);
    const admin = await adminClient();
    await admin.from('collectibles').update({ status: 'sold' }).eq('id', id);
    expect(await eventually(() => live.changes.some((c) => c.eventType === 'UPDATE' && c.new.status === 'sold'))).toBe(true);
  });

  it('tells the admin about a new seller submission, and not a visitor', async () => {
    const admin = await adminClient();
    const adminLive = await listen(admin, 'seller_submissions');
    const visitor = anonClient();
    const visitorLive = await listen(visitor, 'seller_submissions');
    // A listing the visitor follows on the same connection: a change to it, made after the submission,
    // is the visitor's signal that the submission's change has been dealt with (changes go out in
    // commit order), so "nothing arrived" is checked then rather than after a guessed wait.
    const listing = await createListing(db(), 1300, 'available');
    const visitorListing = await listen(visitor, 'collectibles', `id=eq.${listing}`);
    const seller = unique('Live Seller');
    // Sellers may only name photos their own session stored under seller-submissions/
    // (20261123001000_sell_submission_rules, 20261125000200_seller_photo_ownership).
    const sellerSession = await anonymousSession();
    const photo = `seller-submissions/${Date.now()}-0-${seller.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.jpg`;
    await sellerSession.storage
      .from('collectible-images')
      .upload(photo, Buffer.from([0xff, 0xd8, 0xff, 0xd9]), { contentType: 'image/jpeg' });
    const image_url = sellerSession.storage.from('collectible-images').getPublicUrl(photo).data.publicUrl;
    const { error } = await sellerSession.from('seller_submissions').insert({
      seller_name: seller,
      seller_phone: '+919876543210',
      image_url,
      status: 'pending',
    });
    expect(error).toBeNull();
    expect(await eventually(() => adminLive.changes.some((c) => c.eventType === 'INSERT' && c.new.seller_name === seller))).toBe(
      true,
    );
    await admin.from('collectibles').update({ status: 'unavailable' }).eq('id', listing);
    expect(await eventually(() => visitorListing.changes.some((c) => c.new.status === 'unavailable'))).toBe(true);
    expect(visitorLive.changes).toEqual([]);
  });
});
