-- The bidder's phone at the terms step (issue 47, found on the lot page).
--
-- place_bid asks for a phone on the bidder's profile ('+91' and 10 digits), but an account made with the
-- shop's Create Account (e-mail and password) has none, and nothing in the shop let its owner add one: they
-- accepted the terms and could never bid. The terms step, where a bidder already stops once, now asks for it:
-- accept_auction_terms(phone) stores it, normalised as at sign-up (private.normalised_phone), when the
-- profile has no valid phone. A profile that has one is never asked and never changed.

-- The refusals of the auction functions, in ERROR_TEXTS' words (@sikka/shared/domain/errors), with the phone's.
create or replace function private.refuse_auction(key text, details text default null) returns void
language plpgsql immutable set search_path = ''
as $$
begin
  raise exception using errcode = 'P0001', hint = key, detail = coalesce(details, ''), message = case key
    when 'bid_auth_required' then 'Please sign in to bid'
    when 'bid_terms_required' then 'Please accept the auction terms before bidding'
    when 'bid_email_unverified' then 'Please verify your e-mail address before bidding'
    when 'bid_phone_required' then 'Please add your phone number before bidding'
    when 'bid_phone_invalid' then 'Please enter a valid phone number: +91 followed by 10 digits, or 10 digits'
    when 'bid_blocked' then 'Your account cannot bid in our auctions. Please contact us.'
    when 'bid_own_piece' then 'You cannot bid on a piece you are selling'
    when 'bid_lot_not_found' then 'This lot was not found'
    when 'bid_not_open' then 'Bidding on this lot has not opened yet'
    when 'bid_closed' then 'Bidding on this lot has closed'
    when 'bid_amount_invalid' then 'Please enter your bid in whole rupees'
    when 'bid_amount_too_large' then 'This bid is larger than we accept online. Please contact us.'
    when 'bid_too_low' then 'Your bid is below the next minimum bid'
    when 'bid_not_above_own_maximum' then 'Your new maximum must be higher than your current maximum'
    when 'bid_rate_limited' then 'Too many bids from your account. Please wait a minute and try again.'
    when 'auction_not_found' then 'This auction was not found'
    when 'auction_title_required' then 'Please give the auction a title (at most 200 characters)'
    when 'auction_close_before_start' then 'The first lot must close after the auction starts'
    when 'auction_close_in_past' then 'The first lot must close in the future'
    when 'auction_not_draft' then 'This auction has already been scheduled'
    when 'auction_no_lots' then 'Add at least one lot before scheduling the auction'
    when 'auction_increments_invalid' then 'The increments must start at ₹0 and rise, each step a whole number of rupees'
    when 'lot_listing_in_auction' then 'This listing is already in an auction'
    when 'lot_listing_sold' then 'This listing has already been sold'
    when 'lot_listing_reserved' then 'This listing has an open order'
    when 'lot_opening_bid_invalid' then 'The opening bid must be a whole number of rupees, at least ₹1'
    when 'lot_reserve_invalid' then 'The reserve must be a whole number of rupees, at least the opening bid'
    when 'lot_not_open' then 'This lot is no longer open'
    when 'lot_no_underbidder' then 'This lot has no underbidder to offer it to'
    when 'win_not_lapsed' then 'This lot''s winner can still pay'
    when 'checkout_nothing_won' then 'You have no lots to pay for in this auction'
    when 'bidder_not_found' then 'This account was not found'
    when 'listing_in_auction' then 'This listing is in an auction: cancel its lot first'
    else key
  end;
end;
$$;

-- Whether an account's profile has the phone place_bid asks for: '+91' and 10 digits (place_bid's rule;
-- supabase/tests/auction-bidder-phone.test.ts holds the two equal).
create function private.has_bidding_phone(who uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.profiles p where p.id = who and p.phone ~ '^\+91[0-9]{10}$');
$$;

-- The lot page asks it whether the terms step must ask for a phone: the rule stays here, not in the page.
create function public.bidding_phone_missing() returns boolean
language sql stable security definer set search_path = ''
as $$
  select auth.uid() is not null and not private.has_bidding_phone(auth.uid());
$$;

revoke execute on function public.bidding_phone_missing() from public, anon;
grant execute on function public.bidding_phone_missing() to authenticated, service_role;

-- One function of this name for PostgREST: the old one goes before the one with the phone is made.
drop function public.accept_auction_terms();

-- The auction terms: accepting them gives the account its anonymised handle ('Bidder 104'); an account
-- without a valid phone gives one here (the lot page's terms form reads it as indianMobile does, termsForm.ts).
create function public.accept_auction_terms(phone text default null) returns text
language plpgsql security definer set search_path = ''
as $$
declare
  me uuid := auth.uid();
  given text;
  handle text;
begin
  if me is null or coalesce((auth.jwt() ->> 'is_anonymous')::boolean, false) then
    perform private.refuse_auction('bid_auth_required');
  end if;
  if not private.has_bidding_phone(me) then
    if btrim(coalesce(accept_auction_terms.phone, '')) = '' then
      perform private.refuse_auction('bid_phone_required');
    end if;
    given := private.normalised_phone(accept_auction_terms.phone);
    if given is null then
      perform private.refuse_auction('bid_phone_invalid');
    end if;
    insert into public.profiles as p (id, phone) values (me, given)
    on conflict (id) do update set phone = excluded.phone;
  end if;
  insert into public.auction_bidders as b (id, handle, terms_accepted_at)
  values (me, 'Bidder ' || nextval('private.auction_handle_numbers'), now())
  on conflict (id) do update set terms_accepted_at = coalesce(b.terms_accepted_at, excluded.terms_accepted_at)
  returning b.handle into handle;
  return handle;
end;
$$;

revoke execute on function public.accept_auction_terms(text) from public, anon;
grant execute on function public.accept_auction_terms(text) to authenticated, service_role;
