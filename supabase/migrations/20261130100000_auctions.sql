-- Auctions (issue 47): timed sales of listings with proxy bids and live prices. This migration makes the
-- tables, their security and the pure rules (each with a TypeScript twin in @sikka/shared/domain/auctions,
-- held equal by supabase/tests/auction-rules.test.ts); the bidding function, the back office's functions
-- and the closing job follow in the next migrations.
--
-- | table                | anon          | signed-in     | anonymous     | admin                      |
-- | auctions             | S             | S             | S             | S                          |
-- | auction_lots         | S             | S             | S             | S                          |
-- | auction_bid_history  | S             | S             | S             | S                          |
-- | auction_bidders      | -             | S own         | S own         | S                          |
-- | auction_bids         | -             | S own         | S own         | S                          |
-- | auction_watches      | -             | S own I own D own | S own D own | S I own D own          |
-- | auction_wins         | -             | S own         | S own         | S                          |
-- (Visitors see scheduled, closed and cancelled auctions; a draft only staff. Every write is a function.)

-- 1. The house's rules, as settings (ARCHITECTURE rule 11): printed on every lot page.
create table private.auction_settings (
  id boolean primary key default true constraint auction_settings_one_row check (id),
  increments jsonb not null default '[{"from":0,"step":50},{"from":1000,"step":100},{"from":5000,"step":250},
    {"from":10000,"step":500},{"from":50000,"step":1000},{"from":100000,"step":2500},{"from":500000,"step":10000}]',
  buyer_premium_basis_points integer not null default 1500
    constraint auction_settings_premium_range check (buyer_premium_basis_points between 0 and 5000),
  premium_gst_basis_points integer not null default 1800
    constraint auction_settings_gst_range check (premium_gst_basis_points between 0 and 2800),
  extension_minutes integer not null default 2 constraint auction_settings_extension_range check (extension_minutes between 0 and 60),
  lot_interval_seconds integer not null default 60
    constraint auction_settings_interval_range check (lot_interval_seconds between 0 and 3600),
  reminder_minutes integer not null default 60 constraint auction_settings_reminder_range check (reminder_minutes between 1 and 1440),
  outbid_mail_minutes integer not null default 5
    constraint auction_settings_outbid_mail_range check (outbid_mail_minutes between 0 and 1440),
  payment_days integer not null default 3 constraint auction_settings_payment_days_range check (payment_days between 1 and 30),
  max_bid bigint not null default 100000000 constraint auction_settings_max_bid_range check (max_bid between 1 and 10000000000),
  shipping integer not null default 50 constraint auction_settings_shipping_range check (shipping between 0 and 100000)
);
insert into private.auction_settings default values;

-- The increments are bands: [{from, step}], the first from 0, rising, each step a positive whole number.
create function private.auction_increments_problem(bands jsonb) returns text
language sql immutable set search_path = ''
as $$
  select case
    when jsonb_typeof(bands) <> 'array' or jsonb_array_length(bands) = 0 then 'auction_increments_invalid'
    when exists (select 1 from jsonb_array_elements(bands) b
                  where jsonb_typeof(b -> 'from') <> 'number' or jsonb_typeof(b -> 'step') <> 'number'
                     or (b ->> 'from')::numeric <> trunc((b ->> 'from')::numeric)
                     or (b ->> 'step')::numeric <> trunc((b ->> 'step')::numeric)
                     or (b ->> 'step')::numeric < 1 or (b ->> 'from')::numeric < 0) then 'auction_increments_invalid'
    when (bands -> 0 ->> 'from')::numeric <> 0 then 'auction_increments_invalid'
    when exists (select 1 from jsonb_array_elements(bands) with ordinality b(v, n)
                  join jsonb_array_elements(bands) with ordinality c(v, n) on c.n = b.n + 1
                 where (c.v ->> 'from')::numeric <= (b.v ->> 'from')::numeric) then 'auction_increments_invalid'
  end
$$;
alter table private.auction_settings add constraint auction_settings_increments_valid
  check (private.auction_increments_problem(increments) is null);

-- The step at a price: the last band that starts at or below it (twin: bidIncrement).
create function private.auction_increment(price bigint, bands jsonb) returns bigint
language sql immutable set search_path = ''
as $$
  select coalesce((select (b ->> 'step')::bigint from jsonb_array_elements(bands) b
                    where (b ->> 'from')::bigint <= price order by (b ->> 'from')::bigint desc limit 1), 1)
$$;

-- The least a new bidder may bid: the opening bid, then the price plus one step (twin: nextMinimumBid).
create function private.auction_next_minimum(opening_bid bigint, current_price bigint, bands jsonb) returns bigint
language sql immutable set search_path = ''
as $$
  select case when current_price is null then opening_bid
              else current_price + private.auction_increment(current_price, bands) end
$$;

-- Hammer + buyer's premium + GST on the premium, whole rupees rounded half up (twin: auctionCharges).
create function private.auction_charges(hammer bigint, premium_basis_points integer, gst_basis_points integer,
  out premium bigint, out premium_gst bigint, out total bigint)
language sql immutable set search_path = ''
as $$
  select p, g, hammer + p + g
    from (select (hammer * premium_basis_points + 5000) / 10000 as p) x
    cross join lateral (select (x.p * gst_basis_points + 5000) / 10000 as g) y
$$;

-- An amount as typed (numeric, so 1100.5 is judged, not refused by a cast): twin bidAmountProblem.
create function private.auction_bid_problem(amount numeric, minimum bigint, max_bid bigint) returns text
language sql immutable set search_path = ''
as $$
  select case
    when amount is null or amount <> trunc(amount) or amount < 1 then 'bid_amount_invalid'
    when amount > max_bid then 'bid_amount_too_large'
    when amount < minimum then 'bid_too_low'
  end
$$;

-- Whether a lot takes a bid at `at` (the database's clock): open from the auction's start until the
-- instant before its close — a bid at the closing instant is late (twin: lotBiddingProblem).
create function private.auction_lot_problem(auction_status text, lot_status text, starts_at timestamptz,
  closes_at timestamptz, at timestamptz) returns text
language sql immutable set search_path = ''
as $$
  select case
    when auction_status is null or auction_status = 'draft' then 'bid_lot_not_found'
    when lot_status <> 'open' or auction_status <> 'scheduled' then 'bid_closed'
    when at < starts_at then 'bid_not_open'
    when at >= closes_at then 'bid_closed'
  end
$$;

-- Proxy bidding (twin: proxyOutcome). The price is the lowest that beats the second-best maximum by one
-- step, capped at the best maximum; equal maximums go to the earlier; the leader raising their own
-- maximum never raises their own price. `amount` has already passed auction_bid_problem.
create function private.auction_proxy(has_leader boolean, bidder_leads boolean, leader_max bigint,
  current_price bigint, opening_bid bigint, amount bigint, bands jsonb,
  out outcome text, out leader_changes boolean, out price bigint, out best_max bigint)
language sql immutable set search_path = ''
as $$
  select case when not has_leader then 'leading' when bidder_leads then 'raised'
              when amount > leader_max then 'leading' else 'outbid' end,
         not has_leader or (not bidder_leads and amount > leader_max),
         case when not has_leader then opening_bid
              when bidder_leads then current_price
              when amount > leader_max then least(amount, leader_max + private.auction_increment(leader_max, bands))
              else least(leader_max, amount + private.auction_increment(amount, bands)) end,
         case when not has_leader or bidder_leads then amount else greatest(amount, leader_max) end
$$;

-- 2. The tables.
create table public.auctions (
  id uuid primary key default gen_random_uuid(),
  slug text not null constraint auctions_slug_unique unique
    constraint auctions_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  title text not null constraint auctions_title_length check (btrim(title) <> '' and char_length(title) <= 200),
  description text not null default '' constraint auctions_description_length check (char_length(description) <= 5000),
  starts_at timestamptz not null,
  first_lot_closes_at timestamptz not null,
  status text not null default 'draft'
    constraint auctions_status_known check (status in ('draft', 'scheduled', 'closed', 'cancelled')),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  constraint auctions_close_after_start check (first_lot_closes_at > starts_at)
);
create index auctions_starts_at_idx on public.auctions (starts_at desc);

create table public.auction_lots (
  id uuid primary key default gen_random_uuid(),
  auction_id uuid not null references public.auctions (id) on delete cascade,
  collectible_id uuid not null references public.collectibles (id) on delete cascade,
  lot_number integer not null constraint auction_lots_number_positive check (lot_number > 0),
  opening_bid bigint not null constraint auction_lots_opening_bid_range check (opening_bid between 1 and 10000000000),
  current_price bigint constraint auction_lots_price_at_least_opening check (current_price >= opening_bid),
  bid_count integer not null default 0 constraint auction_lots_bid_count_not_negative check (bid_count >= 0),
  leader_handle text,
  has_reserve boolean not null default false,
  reserve_met boolean,
  closes_at timestamptz not null,
  status text not null default 'open'
    constraint auction_lots_status_known check (status in ('open', 'sold', 'unsold', 'cancelled')),
  hammer_price bigint,
  closed_at timestamptz,
  updated_at timestamptz not null default now(),
  constraint auction_lots_number_unique unique (auction_id, lot_number) deferrable initially deferred,
  constraint auction_lots_sold_has_hammer check ((status = 'sold') = (hammer_price is not null))
);
-- A listing is in one live auction at a time (unsold or cancelled lots free it again).
create unique index auction_lots_one_live_lot_per_listing on public.auction_lots (collectible_id)
  where status in ('open', 'sold');
create index auction_lots_closing_idx on public.auction_lots (closes_at) where status = 'open';

-- What visitors must never read: the reserve, the leader and their maximum.
create table private.auction_lot_secrets (
  lot_id uuid primary key references public.auction_lots (id) on delete cascade,
  reserve bigint constraint auction_lot_secrets_reserve_range check (reserve between 1 and 10000000000),
  leader_id uuid references auth.users (id) on delete set null,
  leader_max bigint,
  listing_status_before text
);

create sequence private.auction_handle_numbers start 101;
create table public.auction_bidders (
  id uuid primary key references auth.users (id) on delete cascade,
  handle text not null constraint auction_bidders_handle_unique unique,
  terms_accepted_at timestamptz,
  blocked_at timestamptz,
  blocked_reason text constraint auction_bidders_blocked_reason_length
    check (btrim(blocked_reason) <> '' and char_length(blocked_reason) <= 300),
  created_at timestamptz not null default now()
);

create table public.auction_bids (
  id bigint generated always as identity primary key,
  lot_id uuid not null references public.auction_lots (id) on delete cascade,
  bidder_id uuid not null references auth.users (id) on delete cascade,
  max_amount bigint not null constraint auction_bids_amount_positive check (max_amount > 0),
  outcome text not null constraint auction_bids_outcome_known check (outcome in ('leading', 'outbid', 'raised')),
  placed_at timestamptz not null default clock_timestamp()
);
create index auction_bids_lot_idx on public.auction_bids (lot_id, id);
create index auction_bids_bidder_idx on public.auction_bids (bidder_id, lot_id);

create table public.auction_bid_history (
  id bigint generated always as identity primary key,
  lot_id uuid not null references public.auction_lots (id) on delete cascade,
  handle text not null,
  amount bigint not null,
  is_proxy boolean not null default false,
  placed_at timestamptz not null default clock_timestamp()
);
create index auction_bid_history_lot_idx on public.auction_bid_history (lot_id, id);

create table public.auction_watches (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  lot_id uuid not null references public.auction_lots (id) on delete cascade,
  created_at timestamptz not null default now(),
  reminded_at timestamptz,
  constraint auction_watches_once unique (user_id, lot_id)
);
create index auction_watches_lot_idx on public.auction_watches (lot_id) where reminded_at is null;

create table public.auction_wins (
  id uuid primary key default gen_random_uuid(),
  lot_id uuid not null references public.auction_lots (id) on delete cascade,
  auction_id uuid not null references public.auctions (id) on delete cascade,
  bidder_id uuid not null references auth.users (id) on delete cascade,
  hammer_price bigint not null,
  premium bigint not null,
  premium_gst bigint not null,
  pay_by timestamptz not null,
  order_id uuid references public.delivery_addresses (id) on delete set null,
  status text not null default 'awaiting_payment'
    constraint auction_wins_status_known check (status in ('awaiting_payment', 'ordered', 'paid', 'lapsed')),
  offered_to_underbidder boolean not null default false,
  created_at timestamptz not null default now()
);
create unique index auction_wins_one_live_per_lot on public.auction_wins (lot_id) where status <> 'lapsed';
create index auction_wins_bidder_idx on public.auction_wins (bidder_id, auction_id);
create index auction_wins_order_idx on public.auction_wins (order_id) where order_id is not null;

-- At most one outbid e-mail per lot per bidder in the settings' window.
create table private.auction_outbid_mails (
  lot_id uuid not null references public.auction_lots (id) on delete cascade,
  bidder_id uuid not null references auth.users (id) on delete cascade,
  sent_at timestamptz not null,
  primary key (lot_id, bidder_id)
);

-- 3. Security: reads by policy, every write through the functions.
alter table public.auctions enable row level security;
alter table public.auction_lots enable row level security;
alter table public.auction_bid_history enable row level security;
alter table public.auction_bidders enable row level security;
alter table public.auction_bids enable row level security;
alter table public.auction_watches enable row level security;
alter table public.auction_wins enable row level security;
revoke all on public.auctions, public.auction_lots, public.auction_bid_history, public.auction_bidders,
  public.auction_bids, public.auction_watches, public.auction_wins from anon, authenticated;
grant select on public.auctions, public.auction_lots, public.auction_bid_history to anon, authenticated;
grant select on public.auction_bidders, public.auction_bids, public.auction_wins to authenticated;
grant select, insert, delete on public.auction_watches to authenticated;
grant all on public.auctions, public.auction_lots, public.auction_bid_history, public.auction_bidders,
  public.auction_bids, public.auction_watches, public.auction_wins to service_role;

create policy "Anyone reads published auctions" on public.auctions for select to anon, authenticated
  using (status <> 'draft' or (select public.has_role('staff')));
create policy "Anyone reads the lots of published auctions" on public.auction_lots for select to anon, authenticated
  using (exists (select 1 from public.auctions a where a.id = auction_id
                  and (a.status <> 'draft' or (select public.has_role('staff')))));
create policy "Anyone reads the bid history" on public.auction_bid_history for select to anon, authenticated
  using (true);
create policy "Bidders read their own row, staff all" on public.auction_bidders for select to authenticated
  using (id = (select auth.uid()) or (select public.has_role('staff')));
create policy "Bidders read their own bids, staff all" on public.auction_bids for select to authenticated
  using (bidder_id = (select auth.uid()) or (select public.has_role('staff')));
create policy "Winners read their wins, staff all" on public.auction_wins for select to authenticated
  using (bidder_id = (select auth.uid()) or (select public.has_role('staff')));
create policy "Collectors read their watchlist, staff all" on public.auction_watches for select to authenticated
  using (user_id = (select auth.uid()) or (select public.has_role('staff')));
-- A reminder goes by e-mail: an anonymous session (no address) keeps no watchlist.
create policy "Signed-in collectors watch lots" on public.auction_watches for insert to authenticated
  with check (user_id = (select auth.uid()) and not coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false)
              and reminded_at is null);
create policy "Collectors unwatch lots" on public.auction_watches for delete to authenticated
  using (user_id = (select auth.uid()));

-- 4. Live: every accepted bid updates its lot's row; watchers follow that row (Realtime).
do $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime')
     and not exists (select 1 from pg_publication_tables
                      where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'auction_lots') then
    alter publication supabase_realtime add table public.auction_lots;
  end if;
end;
$$;

-- 5. The database's clock and the house's rules, for every visitor.
create function public.auction_now() returns timestamptz
language sql volatile set search_path = ''
as $$ select clock_timestamp() $$;

create function public.auction_settings(out increments jsonb, out buyer_premium_basis_points integer,
  out premium_gst_basis_points integer, out extension_minutes integer, out lot_interval_seconds integer,
  out reminder_minutes integer, out outbid_mail_minutes integer, out payment_days integer, out max_bid bigint,
  out shipping integer)
language sql stable security definer set search_path = ''
as $$
  select s.increments, s.buyer_premium_basis_points, s.premium_gst_basis_points, s.extension_minutes,
         s.lot_interval_seconds, s.reminder_minutes, s.outbid_mail_minutes, s.payment_days, s.max_bid, s.shipping
    from private.auction_settings s
$$;
revoke execute on function public.auction_now(), public.auction_settings() from public;
grant execute on function public.auction_now(), public.auction_settings() to anon, authenticated, service_role;
