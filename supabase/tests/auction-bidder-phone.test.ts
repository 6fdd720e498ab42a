import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '../../shared/src/domain/errors/index.ts';
import { indianMobile } from '../../shared/src/format/phone.ts';
import { bidder, openLot, type Bidder } from './support/auctions.ts';
import { anonClient, anonymousSession, db } from './support/clients.ts';

// Issue 47, found on the lot page: an account made with Create Account (e-mail and password) has no phone,
// and place_bid refuses it ('bid_phone_required'). The terms step asks for one: accept_auction_terms(phone)
// stores it, normalised, when the profile has no valid phone, and never touches a profile that has one.

const profilePhone = async (id: string) =>
  (await db().query<{ phone: string | null }>('select phone from public.profiles where id = $1', [id])).rows[0]?.phone;

const bidderRow = async (id: string) =>
  (
    await db().query<{ handle: string; terms_accepted_at: Date }>(
      'select handle, terms_accepted_at from public.auction_bidders where id = $1',
      [id],
    )
  ).rows[0];

/** An account as Create Account makes it: a confirmed e-mail, no phone, the terms not yet accepted. */
const withoutPhone = (name: string) => bidder(name, { phone: false, terms: false });

const accept = (who: Bidder, phone?: string) => who.client.rpc('accept_auction_terms', phone === undefined ? {} : { phone });

describe('the terms step of an account without a phone', () => {
  it.each([
    ['no phone', undefined],
    ['an empty phone', ''],
    ['only spaces', '   '],
  ])('refuses the terms with %s, asking for a phone, and records nothing', async (_what, phone) => {
    const nophone = await withoutPhone('nophone');
    const { data, error } = await accept(nophone, phone);
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: 'P0001', hint: 'bid_phone_required', message: ERROR_TEXTS.bid_phone_required });
    expect(await profilePhone(nophone.id)).toBeNull();
    expect(await bidderRow(nophone.id)).toBeUndefined();
  });

  it.each([
    ['too few digits', '98450 1234'],
    ['another country', '+1 415 555 0100'],
    ['letters', '98450 1234a'],
    ['an e-mail address', 'me@example.com'],
  ])('refuses %s in the words of the phone rule, and records nothing', async (_what, phone) => {
    const nophone = await withoutPhone('badphone');
    const { error } = await accept(nophone, phone);
    expect(error).toMatchObject({ code: 'P0001', hint: 'bid_phone_invalid', message: ERROR_TEXTS.bid_phone_invalid });
    expect(ERROR_TEXTS.bid_phone_invalid).toBe(ERROR_TEXTS.sell_phone_invalid);
    expect(await profilePhone(nophone.id)).toBeNull();
    expect(await bidderRow(nophone.id)).toBeUndefined();
  });

  it('accepts the terms with a valid phone, stores it as +91 and 10 digits, and the account can bid', async () => {
    const nophone = await withoutPhone('newphone');
    const lot = await openLot({ openingBid: 1000 });
    expect((await nophone.client.rpc('place_bid', { lot_id: lot.id, amount: 1000 })).error?.message).toBe(
      ERROR_TEXTS.bid_terms_required,
    );
    const { data: handle, error } = await accept(nophone, '098450 12345');
    expect(error).toBeNull();
    expect(handle).toMatch(/^Bidder \d+$/);
    expect(await profilePhone(nophone.id)).toBe('+919845012345');
    const bid = await nophone.client.rpc('place_bid', { lot_id: lot.id, amount: 1000 });
    expect(bid.error).toBeNull();
    expect(bid.data).toMatchObject({ outcome: 'leading', leader_handle: handle });
  });

  it('lets a bidder who accepted the terms before they asked for a phone give one, keeping their handle', async () => {
    const earlier = await bidder('earlier');
    await db().query('update public.profiles set phone = null where id = $1', [earlier.id]);
    const before = await bidderRow(earlier.id);
    const lot = await openLot({ openingBid: 1000 });
    expect((await earlier.client.rpc('place_bid', { lot_id: lot.id, amount: 1000 })).error?.message).toBe(
      ERROR_TEXTS.bid_phone_required,
    );
    expect((await accept(earlier)).error?.message).toBe(ERROR_TEXTS.bid_phone_required);
    const { data: handle, error } = await accept(earlier, '+91 98450-12346');
    expect(error).toBeNull();
    expect(handle).toBe(earlier.handle);
    expect(await bidderRow(earlier.id)).toEqual(before);
    expect(await profilePhone(earlier.id)).toBe('+919845012346');
    expect((await earlier.client.rpc('place_bid', { lot_id: lot.id, amount: 1000 })).error).toBeNull();
  });
});

describe('bidding_phone_missing(), which the lot page asks', () => {
  it('says a phone is missing exactly when place_bid and the terms would refuse for want of one', async () => {
    const who = await bidder('twin');
    const lot = await openLot({ openingBid: 1000 });
    for (const stored of [null, '', '+919845012345', '9845012345', '+91 98450 12345', '+9198450123456', 'anonymous-0b5c']) {
      await db().query('update public.profiles set phone = $2 where id = $1', [who.id, stored]);
      const { data: missing, error } = await who.client.rpc('bidding_phone_missing');
      expect(error).toBeNull();
      const bid = await who.client.rpc('place_bid', { lot_id: lot.id, amount: 1000 });
      expect(bid.error?.hint === 'bid_phone_required', String(stored)).toBe(missing);
      expect((await accept(who)).error?.hint === 'bid_phone_required', String(stored)).toBe(missing);
    }
    expect((await anonClient().rpc('bidding_phone_missing')).error).not.toBeNull();
  });
});

describe('the terms step of an account with a phone', () => {
  it('never asks for it and never changes it, whatever phone is sent', async () => {
    const phoned = await bidder('phoned', { terms: false });
    const phone = await profilePhone(phoned.id);
    expect(phone).toMatch(/^\+91[0-9]{10}$/);
    const { data: handle, error } = await accept(phoned);
    expect(error).toBeNull();
    expect(handle).toMatch(/^Bidder \d+$/);
    expect((await accept(phoned, '9000000000')).error).toBeNull();
    expect((await accept(phoned, 'not a phone')).error).toBeNull();
    expect(await profilePhone(phoned.id)).toBe(phone);
  });
});

describe('accept_auction_terms(phone)', () => {
  it('is one function for the API, security definer with a fixed search_path, for signed-in accounts only', async () => {
    const { rows } = await db().query<{ args: string; definer: boolean; config: string[] | null; anon: boolean; user: boolean }>(
      `select pg_get_function_identity_arguments(p.oid) as args, p.prosecdef as definer, p.proconfig as config,
              has_function_privilege('anon', p.oid, 'EXECUTE') as anon,
              has_function_privilege('authenticated', p.oid, 'EXECUTE') as user
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname = 'accept_auction_terms'`,
    );
    expect(rows).toEqual([{ args: 'phone text', definer: true, config: ['search_path=""'], anon: false, user: true }]);
    expect((await anonClient().rpc('accept_auction_terms', { phone: '9845012345' })).error).not.toBeNull();
    const guest = await anonymousSession();
    expect((await guest.rpc('accept_auction_terms', { phone: '9845012345' })).error?.message).toBe(ERROR_TEXTS.bid_auth_required);
  });

  it('reads a phone as the lot page does (indianMobile), the number it stores being +91 and those digits', async () => {
    const samples = ['9845012345', '98450 12345', '+91 98450 12345', '+91-98450-12345', '098450 12345', '919845012345'];
    const invalid = ['98450 1234', '+4498450123456', '0098450 12345', '98450 1234a', ''];
    const { rows } = await db().query<{ phone: string; stored: string | null }>(
      'select s as phone, private.normalised_phone(s) as stored from unnest($1::text[]) s',
      [[...samples, ...invalid]],
    );
    expect(rows).toEqual(
      [...samples, ...invalid].map((phone) => {
        const digits = indianMobile(phone);
        return { phone, stored: digits === null ? null : `+91${digits}` };
      }),
    );
  });
});
