-- Returns (issue 46), as the Return Policy page says: a buyer of a delivered piece asks for a return
-- within the window (7 days of delivery), with a reason and up to three photos, from the order page's
-- private link; staff approve (the return instructions are e-mailed) or decline (the reason is shown and
-- e-mailed); the buyer gives the return parcel's tracking number; staff mark it received and inspected
-- and choose whether the piece goes back on sale. Every step is a row change of public.order_returns
-- (never a jsonb blob), written to the order's history in the same transaction.
--
-- The policy's rule is written once in @sikka/shared/domain/returns (policy.ts); the functions below
-- are its SQL twins, held equal on the same samples by supabase/tests/returns.test.ts.

-- Delivery: the window starts here. Staff mark a shipped order delivered (the carrier's date).
alter table public.delivery_addresses add column delivered_at timestamptz;
comment on column public.delivery_addresses.delivered_at is
  'When the buyer received the piece (staff record it from the carrier): the return window starts here';

alter table public.status_history drop constraint status_history_entity_known;
alter table public.status_history add constraint status_history_entity_known
  check (entity in ('order', 'submission', 'payment', 'collectible', 'shipment', 'return', 'refund'));

-- Twin of RETURN_WINDOW_DAYS.
create function private.return_window_days() returns integer
language sql immutable parallel safe set search_path = ''
as $$ select 7 $$;

-- Twin of RETURN_REASON_RULES[reason].shopError: the shop refunds the shipping and bears the return
-- postage; null for a reason the policy does not know.
create function private.return_reason_shop_error(reason text) returns boolean
language sql immutable parallel safe set search_path = ''
as $$
  select case reason
    when 'not_as_described' then true when 'damaged' then true when 'wrong_item' then true
    when 'authenticity' then false
  end
$$;

-- Twin of returnRequestProblem().
create function private.return_request_problem(
  status text, payment_status text, delivered_at timestamptz, has_return boolean, at timestamptz
) returns text
language sql immutable parallel safe set search_path = ''
as $$
  select case
    when status is distinct from 'fulfilled' or payment_status is distinct from 'paid' or delivered_at is null
      then 'return_not_delivered'
    when has_return then 'return_exists'
    when at > delivered_at + make_interval(days => private.return_window_days()) then 'return_window_over'
  end
$$;

-- Twin of returnStepAllowed(): forward only.
create function private.return_step_allowed(from_status text, to_status text) returns boolean
language sql immutable parallel safe set search_path = ''
as $$
  select (from_status, to_status) in (
    ('requested', 'approved'), ('requested', 'declined'),
    ('approved', 'in_transit'), ('approved', 'received'), ('in_transit', 'received'))
$$;

-- Twin of refundLimit(), in rupees: a cancellation (basis 'cancellation') and a return for the shop's
-- error get the whole total back; any other return keeps the shipping charge.
create function private.refund_limit(total bigint, shipping bigint, basis text, reason text) returns bigint
language sql immutable parallel safe set search_path = ''
as $$
  select case when basis = 'cancellation' or coalesce(private.return_reason_shop_error(reason), false)
    then total else total - shipping end
$$;

create table public.order_returns (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.delivery_addresses (id) on delete cascade,
  status text not null default 'requested'
    constraint order_returns_status_known check (status in ('requested', 'approved', 'declined', 'in_transit', 'received')),
  reason text not null constraint order_returns_reason_known check (private.return_reason_shop_error(reason) is not null),
  details text not null constraint order_returns_details_length check (btrim(details) <> '' and char_length(details) <= 1000),
  -- Paths in the private bucket 'return-photos', each uploaded by the requesting session.
  photo_paths text[] not null default '{}' constraint order_returns_photo_count check (cardinality(photo_paths) <= 3),
  requested_at timestamptz not null default now(),
  requested_by uuid,
  decided_at timestamptz,
  decided_by uuid,
  -- The decline's reason, or the approval's note to the buyer (added to the instructions).
  decision_note text constraint order_returns_decision_note_length check (btrim(decision_note) <> '' and char_length(decision_note) <= 300),
  return_carrier text,
  return_tracking text,
  shipped_back_at timestamptz,
  received_at timestamptz,
  received_by uuid,
  restocked boolean,
  inspection_note text constraint order_returns_inspection_note_length check (btrim(inspection_note) <> '' and char_length(inspection_note) <= 300),
  constraint order_returns_one_per_order unique (order_id),
  constraint order_returns_tracking_valid check (
    return_tracking is null or private.shipment_problem(return_carrier, return_tracking, 0) is null),
  constraint order_returns_declined_has_reason check (status <> 'declined' or decision_note is not null),
  constraint order_returns_received_restock_chosen check (status <> 'received' or restocked is not null)
);
alter table public.order_returns enable row level security;
-- Staff read returns; every write is a function below. The buyer reads theirs through the order page.
-- | order_returns      | -             | -             | -             | S                          |
revoke all on public.order_returns from anon, authenticated;
grant select on public.order_returns to authenticated;
grant all on public.order_returns to service_role;
create policy "Staff read returns" on public.order_returns for select to authenticated using ((select public.has_role('staff')));
create index order_returns_status_idx on public.order_returns (status, requested_at);

-- Only forward, and the figures of the request never change.
create function private.guard_return_update() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if (new.order_id, new.reason, new.details, new.photo_paths, new.requested_at, new.requested_by)
     is distinct from (old.order_id, old.reason, old.details, old.photo_paths, old.requested_at, old.requested_by) then
    raise exception using errcode = 'P0001', hint = 'return_step_not_allowed', message = 'A return request cannot change after it is made';
  end if;
  if new.status is distinct from old.status and not private.return_step_allowed(old.status, new.status) then
    raise exception using errcode = 'P0001', hint = 'return_step_not_allowed',
      message = format('A return that is %s cannot become %s', old.status, new.status);
  end if;
  return new;
end;
$$;
create trigger order_returns_guard_update before update on public.order_returns
  for each row execute function private.guard_return_update();

-- Who did it, as the history names them (the label private.record_status_change writes).
create function private.actor_label() returns text
language sql stable security definer set search_path = ''
as $$
  select coalesce(nullif(current_setting('sikka.actor_label', true), ''),
                  (select nullif(p.phone, '') from public.profiles p where p.id = auth.uid()),
                  (select u.email from auth.users u where u.id = auth.uid()),
                  auth.uid()::text, 'database')
$$;

-- Each step in the order's history (record_id = the order), in the same transaction.
create function private.record_return_step() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.status_history (entity, record_id, from_status, to_status, changed_by, changed_by_label, reason)
  values ('return', new.order_id, case when tg_op = 'UPDATE' then old.status end, new.status, auth.uid(),
          private.actor_label(), case when new.status = 'declined' then new.decision_note end);
  return null;
end;
$$;
create trigger order_returns_history after insert or update of status on public.order_returns
  for each row execute function private.record_return_step();

-- The shop's return address, as the instructions give it.
create function private.return_address() returns text
language sql stable security definer set search_path = ''
as $$
  select concat_ws(', ', s.legal_name, s.address_line1, s.address_line2, s.city || ' - ' || s.pincode, s.state)
    from private.seller_details s
$$;

-- The e-mails of a decision (templates in supabase/functions/send-mail/templates.mts).
create function private.queue_return_messages() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  o public.delivery_addresses;
  facts jsonb;
begin
  if new.status is not distinct from old.status or new.status not in ('approved', 'declined', 'in_transit') then
    return null;
  end if;
  select d.* into o from public.delivery_addresses d where d.id = new.order_id;
  facts := private.order_message_data(o) || jsonb_build_object(
    'return_reason', new.reason, 'decision_note', new.decision_note, 'return_address', private.return_address(),
    'shop_pays_postage', private.return_reason_shop_error(new.reason),
    'refund_limit', private.refund_limit(o.total, o.shipping, 'return', new.reason),
    'return_carrier', new.return_carrier, 'return_tracking', new.return_tracking);
  if new.status = 'approved' then
    perform private.queue_message(private.order_buyer_email(o), 'return_approved', facts, o.id);
  elsif new.status = 'declined' then
    perform private.queue_message(private.order_buyer_email(o), 'return_declined', facts, o.id);
  else
    perform private.queue_message((select s.contact_email from private.shop_settings s), 'shop_return_shipped', facts, o.id);
  end if;
  return null;
end;
$$;
create trigger order_returns_queue_messages after update of status on public.order_returns
  for each row execute function private.queue_return_messages();

alter table public.outbox drop constraint outbox_template_known;
alter table public.outbox add constraint outbox_template_known check (template in (
  'order_placed', 'payment_confirmed', 'payment_rejected', 'order_shipped', 'order_cancelled', 'order_expired',
  'shop_new_order', 'shop_utr_submitted', 'shop_new_submission', 'contact_code', 'order_payment_unverified',
  'shop_payment_unverified', 'shop_return_requested', 'return_approved', 'return_declined', 'shop_return_shipped',
  'refund_sent'));

-- Return photos: a private bucket; a session uploads only under its own folder ({uid}/...), staff read all.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('return-photos', 'return-photos', false, 5242880, array['image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do update
  set public = excluded.public, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;
create policy "Sessions upload their own return photos" on storage.objects for insert to authenticated
  with check (bucket_id = 'return-photos' and (storage.foldername(name))[1] = (select auth.uid()::text)
              and owner_id = (select auth.uid()::text));
create policy "Uploaders and staff read return photos" on storage.objects for select to authenticated
  using (bucket_id = 'return-photos' and (owner_id = (select auth.uid()::text) or (select public.has_role('staff'))));

create function private.require_staff() returns void
language plpgsql stable set search_path = ''
as $$
begin
  if auth.uid() is null then
    perform private.refuse('not_authenticated');
  end if;
  if not public.has_role('staff') then
    perform private.refuse('not_authorized');
  end if;
end;
$$;

create function private.order_by_token(token text) returns public.delivery_addresses
language plpgsql stable security definer set search_path = ''
as $$
declare
  d public.delivery_addresses;
begin
  if coalesce(token, '') ~ '^[A-Za-z0-9_-]{32}$' then
    select o.* into d from public.delivery_addresses o where o.access_token = token;
  end if;
  if d.id is null then
    raise exception using errcode = 'P0001', hint = 'order_not_found', message = 'Order not found';
  end if;
  return d;
end;
$$;

-- Staff: the carrier delivered the piece (at a time between its shipping and now; once).
create function public.mark_order_delivered(order_id uuid, delivered_at timestamptz default now())
returns timestamptz
language plpgsql security definer set search_path = ''
as $$
declare
  target public.delivery_addresses;
begin
  perform private.require_staff();
  select d.* into target from public.delivery_addresses d where d.id = mark_order_delivered.order_id for update;
  if not found then
    raise exception using errcode = 'P0001', hint = 'order_not_found', message = 'Order not found';
  end if;
  if target.status <> 'fulfilled' or target.delivered_at is not null or mark_order_delivered.delivered_at is null
     or mark_order_delivered.delivered_at > now() or mark_order_delivered.delivered_at < target.shipped_at then
    raise exception using errcode = 'P0001', hint = 'order_not_delivered',
      message = 'Only a shipped order can be marked delivered, once, at a time between its shipping and now';
  end if;
  update public.delivery_addresses d set delivered_at = mark_order_delivered.delivered_at where d.id = target.id;
  insert into public.status_history (entity, record_id, from_status, to_status, changed_by, changed_by_label, changed_at)
  values ('shipment', target.id, 'shipped', 'delivered', auth.uid(), private.actor_label(), mark_order_delivered.delivered_at);
  return mark_order_delivered.delivered_at;
end;
$$;

-- The buyer (whoever holds the order's link) asks for a return. Photos: paths in 'return-photos' that
-- this session uploaded.
create function public.request_return(token text, reason text, details text, photo_paths text[] default '{}')
returns uuid
language plpgsql security definer set search_path = ''
as $$
declare
  o public.delivery_addresses;
  problem text;
  path text;
  created uuid;
  text_given text := btrim(coalesce(details, ''));
  photos text[] := coalesce(photo_paths, '{}');
begin
  o := private.order_by_token(token);
  perform 1 from public.delivery_addresses d where d.id = o.id for update;
  problem := private.return_request_problem(o.status, o.payment_status, o.delivered_at,
               exists (select 1 from public.order_returns r where r.order_id = o.id), now());
  if problem is not null then
    raise exception using errcode = 'P0001', hint = problem, message = case problem
      when 'return_not_delivered' then 'A return can be asked for once the order has been delivered'
      when 'return_exists' then 'A return has already been asked for this order'
      else 'The 7-day return window of this order has ended' end;
  end if;
  if private.return_reason_shop_error(reason) is null then
    raise exception using errcode = 'P0001', hint = 'return_reason_required', message = 'Please choose why you are returning the piece';
  end if;
  if text_given = '' or char_length(text_given) > 1000 then
    raise exception using errcode = 'P0001', hint = 'return_details_required',
      message = 'Please describe what is wrong (at most 1,000 characters)';
  end if;
  if cardinality(photos) > 3 then
    raise exception using errcode = 'P0001', hint = 'return_photos_limit', message = 'You can add at most 3 photos';
  end if;
  foreach path in array photos loop
    if auth.uid() is null or not exists (select 1 from storage.objects s where s.bucket_id = 'return-photos'
                                          and s.name = path and s.owner_id = auth.uid()::text) then
      raise exception using errcode = 'P0001', hint = 'return_photo_not_stored', message = 'Photos must be uploaded from this order page';
    end if;
  end loop;
  insert into public.order_returns (order_id, reason, details, photo_paths, requested_by)
  values (o.id, reason, text_given, photos, auth.uid())
  returning id into created;
  perform private.queue_message((select s.contact_email from private.shop_settings s), 'shop_return_requested',
    private.order_message_data(o) || jsonb_build_object('return_reason', reason, 'details', text_given), o.id);
  return created;
end;
$$;

-- The buyer gives the return parcel's carrier and tracking number (the same rule as a shipment's).
create function public.add_return_tracking(token text, carrier text, tracking text)
returns void
language plpgsql security definer set search_path = ''
as $$
declare
  o public.delivery_addresses;
  r public.order_returns;
  name text := btrim(coalesce(carrier, ''));
  number text := upper(regexp_replace(coalesce(tracking, ''), '\s', '', 'g'));
  problem text;
begin
  o := private.order_by_token(token);
  select x.* into r from public.order_returns x where x.order_id = o.id for update;
  if not found or r.status <> 'approved' then
    raise exception using errcode = 'P0001', hint = 'return_step_not_allowed',
      message = 'A tracking number can be added once the return is approved, before it is received';
  end if;
  problem := private.shipment_problem(name, number, 0);
  if problem is not null then
    raise exception using errcode = 'P0001', hint = problem, message = case problem
      when 'shipment_carrier_required' then 'Please choose the carrier, or name the courier'
      when 'shipment_tracking_required' then 'Please enter the tracking number'
      when 'shipment_tracking_india_post' then 'An India Post tracking number has 13 characters, e.g. EE123456785IN'
      when 'shipment_tracking_check_digit' then 'This India Post tracking number’s check digit does not match: please check the number on the receipt'
      else 'A tracking number has 4 to 40 letters, digits or dashes' end;
  end if;
  update public.order_returns x
     set status = 'in_transit', return_carrier = name, return_tracking = number, shipped_back_at = now()
   where x.id = r.id;
end;
$$;

-- Staff approve (with an optional note to the buyer) or decline (with the reason the buyer reads).
create function public.decide_return(order_id uuid, approve boolean, note text default null)
returns text
language plpgsql security definer set search_path = ''
as $$
declare
  r public.order_returns;
  said text := nullif(btrim(coalesce(note, '')), '');
begin
  perform private.require_staff();
  select x.* into r from public.order_returns x where x.order_id = decide_return.order_id for update;
  if not found then
    raise exception using errcode = 'P0001', hint = 'order_not_found', message = 'This order has no return request';
  end if;
  if r.status <> 'requested' then
    raise exception using errcode = 'P0001', hint = 'return_step_not_allowed',
      message = format('A return that is %s cannot be %s', r.status, case when approve then 'approved' else 'declined' end);
  end if;
  if (not coalesce(approve, false) and said is null) or char_length(said) > 300 then
    raise exception using errcode = 'P0001', hint = 'return_decline_reason_required',
      message = 'Please give the buyer a reason (at most 300 characters)';
  end if;
  update public.order_returns x
     set status = case when approve then 'approved' else 'declined' end, decided_at = now(), decided_by = auth.uid(),
         decision_note = said
   where x.id = r.id;
  return case when approve then 'approved' else 'declined' end;
end;
$$;

-- Staff received and inspected the piece; it goes back on sale (restock) or is kept off sale.
create function public.receive_return(order_id uuid, restock boolean, note text default null)
returns void
language plpgsql security definer set search_path = ''
as $$
declare
  r public.order_returns;
  o public.delivery_addresses;
  said text := nullif(btrim(coalesce(note, '')), '');
begin
  perform private.require_staff();
  select x.* into r from public.order_returns x where x.order_id = receive_return.order_id for update;
  if not found or r.status not in ('approved', 'in_transit') then
    raise exception using errcode = 'P0001', hint = 'return_step_not_allowed',
      message = 'Only an approved return can be received';
  end if;
  if restock is null then
    raise exception using errcode = 'P0001', hint = 'return_step_not_allowed',
      message = 'Please choose whether the piece goes back on sale';
  end if;
  if char_length(said) > 300 then
    raise exception using errcode = 'P0001', hint = 'return_decline_reason_required', message = 'The note can be at most 300 characters';
  end if;
  select d.* into o from public.delivery_addresses d where d.id = r.order_id;
  update public.order_returns x
     set status = 'received', received_at = now(), received_by = auth.uid(), restocked = restock, inspection_note = said
   where x.id = r.id;
  update public.collectibles c set status = case when restock then 'available' else 'unavailable' end
   where c.id = o.collectible_id;
end;
$$;

-- What the order page shows after the sale: delivery, the return window, the return and its steps.
create function public.order_page_return(token text) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  o public.delivery_addresses;
  r public.order_returns;
begin
  if coalesce(token, '') !~ '^[A-Za-z0-9_-]{32}$' then
    return null;
  end if;
  select d.* into o from public.delivery_addresses d where d.access_token = token;
  if not found then
    return null;
  end if;
  select x.* into r from public.order_returns x where x.order_id = o.id;
  return jsonb_build_object(
    'delivered_at', o.delivered_at,
    'return_window_ends_at', o.delivered_at + make_interval(days => private.return_window_days()),
    'can_request', private.return_request_problem(o.status, o.payment_status, o.delivered_at, r.id is not null, now()) is null,
    'return', case when r.id is not null then jsonb_build_object(
      'status', r.status, 'reason', r.reason, 'details', r.details, 'photo_count', cardinality(r.photo_paths),
      'requested_at', r.requested_at, 'decided_at', r.decided_at, 'decision_note', r.decision_note,
      'return_carrier', r.return_carrier, 'return_tracking', r.return_tracking, 'received_at', r.received_at,
      'shop_pays_postage', private.return_reason_shop_error(r.reason),
      'return_address', case when r.status in ('approved', 'in_transit') then private.return_address() end) end);
end;
$$;

-- The Orders Dashboard's card: each listed order's delivery and return (with photo paths for signed links).
create function public.admin_order_returns(order_ids uuid[])
returns table (order_id uuid, delivered_at timestamptz, return_request jsonb)
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform private.require_staff();
  return query
    select d.id, d.delivered_at,
           (select to_jsonb(x) - 'requested_by' - 'decided_by' - 'received_by'
                   || jsonb_build_object('shop_pays_postage', private.return_reason_shop_error(x.reason),
                                         'refund_limit', private.refund_limit(d.total, d.shipping, 'return', x.reason))
              from public.order_returns x where x.order_id = d.id)
      from public.delivery_addresses d
     where d.id = any (coalesce(admin_order_returns.order_ids[1:1000], '{}'));
end;
$$;

revoke execute on function public.mark_order_delivered(uuid, timestamptz) from public, anon;
revoke execute on function public.decide_return(uuid, boolean, text) from public, anon;
revoke execute on function public.receive_return(uuid, boolean, text) from public, anon;
revoke execute on function public.admin_order_returns(uuid[]) from public, anon;
grant execute on function public.mark_order_delivered(uuid, timestamptz) to authenticated, service_role;
grant execute on function public.decide_return(uuid, boolean, text) to authenticated, service_role;
grant execute on function public.receive_return(uuid, boolean, text) to authenticated, service_role;
grant execute on function public.admin_order_returns(uuid[]) to authenticated, service_role;
grant execute on function public.request_return(text, text, text, text[]) to anon, authenticated, service_role;
grant execute on function public.add_return_tracking(text, text, text) to anon, authenticated, service_role;
grant execute on function public.order_page_return(text) to anon, authenticated, service_role;
