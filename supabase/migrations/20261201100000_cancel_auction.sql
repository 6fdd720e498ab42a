-- Cancel a whole auction (issue 47): staff withdraw every lot still to be settled, the pieces go back to the
-- shop as they were, the bidders on those lots hear of it by e-mail, and the activity log keeps the reason.
-- Refused once a winner has ordered or paid for a lot (that sale stands: cancel its order first).

-- 1. When it was cancelled, and from which state: a draft nobody saw stays the back office's once cancelled;
--    a published one stays readable at its address (links in e-mails, search results) and says so.
alter table public.auctions
  add column cancelled_at timestamptz,
  add column cancelled_from text constraint auctions_cancelled_from_known check (cancelled_from in ('draft', 'scheduled'));

drop policy "Anyone reads published auctions" on public.auctions;
create policy "Anyone reads published auctions" on public.auctions for select to anon, authenticated
  using ((status <> 'draft' and cancelled_from is distinct from 'draft') or (select public.has_role('staff')));
drop policy "Anyone reads the lots of published auctions" on public.auction_lots;
create policy "Anyone reads the lots of published auctions" on public.auction_lots for select to anon, authenticated
  using (exists (select 1 from public.auctions a where a.id = auction_id
                  and ((a.status <> 'draft' and a.cancelled_from is distinct from 'draft')
                       or (select public.has_role('staff')))));

-- 2. The reason staff give (twin: cancelReasonProblem in @sikka/shared/domain/auctions): required, at most
--    300 characters once spaces, tabs and line breaks around it are trimmed.
create function private.auction_cancel_reason_problem(reason text) returns text
language sql immutable set search_path = ''
as $$
  select case
    when btrim(coalesce(reason, ''), E' \t\r\n') = '' then 'auction_cancel_reason_required'
    when char_length(btrim(reason, E' \t\r\n')) > 300 then 'auction_cancel_reason_too_long'
  end
$$;

-- The refusals of cancel_auction, in ERROR_TEXTS' words (@sikka/shared/domain/errors).
create function private.refuse_auction_cancel(key text) returns void
language plpgsql immutable set search_path = ''
as $$
begin
  raise exception using errcode = 'P0001', hint = key, message = case key
    when 'auction_not_found' then 'This auction was not found'
    when 'auction_already_cancelled' then 'This auction has already been cancelled'
    when 'auction_already_closed' then 'This auction has already closed'
    when 'auction_lot_paid_for' then 'A winner has already ordered or paid for a lot of this auction: it can no longer be cancelled'
    when 'auction_cancel_reason_required' then 'Please give a reason for cancelling the auction'
    when 'auction_cancel_reason_too_long' then 'The reason can be at most 300 characters'
    else key
  end;
end;
$$;

-- 3. The bidders' e-mail.
alter table public.outbox drop constraint outbox_template_known;
alter table public.outbox add constraint outbox_template_known check (template in (
  'order_placed', 'payment_confirmed', 'payment_rejected', 'order_shipped', 'order_cancelled', 'order_expired',
  'shop_new_order', 'shop_utr_submitted', 'shop_new_submission', 'contact_code', 'order_payment_unverified',
  'shop_payment_unverified', 'staff_invite', 'shop_return_requested', 'return_approved', 'return_declined',
  'shop_return_shipped', 'refund_sent', 'auction_outbid', 'auction_won', 'auction_closing_soon', 'auction_cancelled'));

-- 4. The auction's own activity entry is written by cancel_auction, with the reason (the row has no place
--    for it: visitors read auctions). The trigger keeps logging every other change of an auction.
drop trigger log_activity on public.auctions;
create trigger log_activity after insert or delete on public.auctions
  for each row execute function private.log_activity('auction', 'status=scheduled:auction.scheduled');
create trigger log_activity_update after update on public.auctions
  for each row when (new.status is distinct from 'cancelled' or old.status = 'cancelled')
  execute function private.log_activity('auction', 'status=scheduled:auction.scheduled');

/*
 * cancel_auction(auction, reason): a draft or scheduled auction is cancelled. Every lot still to be settled
 * is withdrawn: an open one, and a sold one whose winner has not ordered (their win lapses, so it can no
 * longer be paid for); its listing's status goes back to what it was before the auction (as
 * cancel_auction_lot does). Unsold and already withdrawn lots stay as they are. Whoever bid on a withdrawn
 * lot gets one e-mail naming their lots. Refused for a closed or cancelled auction, and once a winner has
 * ordered or paid for a lot.
 *
 * Locks: the lots first (a bid holds its lot's row; the closing job takes lots with SKIP LOCKED and then
 * the auction's row), then the auction's row, so neither waits on the other in a circle.
 */
create function public.cancel_auction(auction uuid, reason text) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  target public.auctions;
  problem text := private.auction_cancel_reason_problem(cancel_auction.reason);
  withdrawn uuid[] := '{}';
  piece record;
  bidder record;
begin
  perform private.require_role('staff');
  perform 1 from public.auctions a where a.id = cancel_auction.auction;
  if not found then
    perform private.refuse_auction_cancel('auction_not_found');
  end if;
  perform 1 from public.auction_lots l where l.auction_id = cancel_auction.auction order by l.id for update;
  select a.* into target from public.auctions a where a.id = cancel_auction.auction for update;
  if target.status = 'cancelled' then
    perform private.refuse_auction_cancel('auction_already_cancelled');
  end if;
  if target.status = 'closed' then
    perform private.refuse_auction_cancel('auction_already_closed');
  end if;
  if exists (select 1 from public.auction_wins w where w.auction_id = target.id and w.status in ('ordered', 'paid')) then
    perform private.refuse_auction_cancel('auction_lot_paid_for');
  end if;
  if problem is not null then
    perform private.refuse_auction_cancel(problem);
  end if;

  for piece in
    select l.id, l.collectible_id, s.listing_status_before
      from public.auction_lots l left join private.auction_lot_secrets s on s.lot_id = l.id
     where l.auction_id = target.id and l.status in ('open', 'sold')
     order by l.lot_number
  loop
    update public.auction_lots l
       set status = 'cancelled', hammer_price = null, closed_at = clock_timestamp(), updated_at = clock_timestamp()
     where l.id = piece.id;
    perform private.set_listing_status(piece.collectible_id, piece.listing_status_before);
    withdrawn := withdrawn || piece.id;
  end loop;
  update public.auction_wins w set status = 'lapsed' where w.auction_id = target.id and w.status = 'awaiting_payment';

  update public.auctions a
     set status = 'cancelled', cancelled_at = clock_timestamp(), cancelled_from = target.status
   where a.id = target.id;
  insert into public.activity_log (actor_id, actor_name, actor_role, kind, entity, record_id, record_label, before, after)
  values (auth.uid(), coalesce(private.staff_name(auth.uid()), 'unknown'), public.staff_role(), 'auction.cancelled',
          'public.auctions', target.id::text, target.title, jsonb_build_object('status', target.status),
          jsonb_build_object('status', 'cancelled', 'reason', btrim(cancel_auction.reason, E' \t\r\n'),
                             'lots_withdrawn', cardinality(withdrawn)));

  -- Each bidder once, with the lots of theirs that were withdrawn.
  for bidder in
    select u.email, jsonb_agg(jsonb_build_object('lot_number', l.lot_number, 'item_name', c.name)
                              order by l.lot_number) as lots
      from (select distinct b.bidder_id, b.lot_id from public.auction_bids b where b.lot_id = any (withdrawn)) b
      join public.auction_lots l on l.id = b.lot_id
      join public.collectibles c on c.id = l.collectible_id
      join auth.users u on u.id = b.bidder_id
     group by u.id, u.email
  loop
    perform private.queue_message(bidder.email, 'auction_cancelled', jsonb_build_object(
      'auction_title', target.title, 'auction_slug', target.slug, 'lots', bidder.lots));
  end loop;
end;
$$;

revoke execute on function public.cancel_auction(uuid, text) from public, anon;
grant execute on function public.cancel_auction(uuid, text) to authenticated, service_role;
