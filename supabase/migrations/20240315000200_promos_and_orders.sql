-- Promo codes and orders (spec §3 promo_codes, delivery_addresses). Each delivery_addresses row is one
-- order; it is written only by public.place_order() (20240315000700), which validates the promo and counts
-- its use in the same transaction.

create table public.promo_codes (
  id uuid primary key default gen_random_uuid(),
  -- Stored upper-case (spec §3); the admin form upper-cases, this refuses anything else.
  code text not null unique
    constraint promo_codes_code_upper_case check (code = upper(code))
    constraint promo_codes_code_required check (btrim(code) <> ''),
  discount_percent integer not null constraint promo_codes_discount_1_to_100 check (discount_percent between 1 and 100),
  -- null = unlimited
  max_uses integer constraint promo_codes_max_uses_at_least_1 check (max_uses is null or max_uses >= 1),
  used_count integer not null default 0
    constraint promo_codes_used_count_not_negative check (used_count >= 0),
  starts_at timestamptz not null default now(),
  expires_at timestamptz,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  -- The last line of defence for "max_uses is never exceeded" (place_order also locks the row).
  constraint promo_codes_used_within_max check (max_uses is null or used_count <= max_uses)
);
create index promo_codes_created_at_idx on public.promo_codes (created_at desc);

create table public.delivery_addresses (
  id uuid primary key default gen_random_uuid(),
  -- The buyer's session (an anonymous session counts). Kept when the account is deleted, as a record.
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  -- No cascade: deleting a listing with orders fails until the orders are removed (the admin flow removes
  -- them first, spec §6), so orders never vanish as a side effect.
  collectible_id uuid not null references public.collectibles (id),
  -- Spec §5 delivery form, rule for rule.
  full_name text not null constraint delivery_addresses_full_name_required check (btrim(full_name) <> ''),
  phone text not null constraint delivery_addresses_phone_10_digits check (phone ~ '^[0-9]{10}$'),
  address_line1 text not null constraint delivery_addresses_address_line1_required check (btrim(address_line1) <> ''),
  address_line2 text,
  city text not null constraint delivery_addresses_city_required check (btrim(city) <> ''),
  state text not null constraint delivery_addresses_state_served check (
    state in ('Andhra Pradesh', 'Karnataka', 'Kerala', 'Tamil Nadu', 'Telangana')),
  pincode text not null constraint delivery_addresses_pincode_6_digits check (pincode ~ '^[0-9]{6}$'),
  promo_code text,
  discount_percent integer not null default 0
    constraint delivery_addresses_discount_0_to_100 check (discount_percent between 0 and 100),
  shipping_charge integer not null default 50
    constraint delivery_addresses_shipping_not_negative check (shipping_charge >= 0),
  status text not null default 'received'
    constraint delivery_addresses_status_known check (status in ('received', 'fulfilled', 'cancelled')),
  created_at timestamptz not null default now()
);
comment on table public.delivery_addresses is 'One row per order. Insert only through public.place_order().';

-- Orders dashboard (newest first), "my orders" and per-user stats, orders of a listing being deleted.
create index delivery_addresses_user_id_idx on public.delivery_addresses (user_id, created_at desc);
create index delivery_addresses_collectible_id_idx on public.delivery_addresses (collectible_id);
create index delivery_addresses_created_at_idx on public.delivery_addresses (created_at desc);
