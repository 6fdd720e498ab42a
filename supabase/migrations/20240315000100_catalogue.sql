-- The catalogue (spec §3): categories, collectibles (listings) and their ordered images.

create table public.categories (
  id uuid primary key default gen_random_uuid(),
  name text not null unique check (btrim(name) <> ''),
  created_at timestamptz not null default now()
);
comment on table public.categories is 'Listing categories; ''Mixed Collectibles'' is the default choice in forms.';

create table public.collectibles (
  id uuid primary key default gen_random_uuid(),
  type text not null constraint collectibles_type_coin_or_note check (type in ('coin', 'note')),
  name text not null constraint collectibles_name_required check (btrim(name) <> ''),
  -- URL-friendly (lower-case words joined by hyphens), and never a word the shell routes itself, since
  -- /{slug} is the catch-all route after /sell, /blog, /admin ... (spec §2 route table).
  slug text not null unique
    constraint collectibles_slug_url_friendly check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
    constraint collectibles_slug_not_a_route check (slug not in (
      'upload', 'bulk-upload', 'sell', 'blog', 'admin', 'edit', 'collections',
      'privacy-policy', 'terms-conditions', 'return-policy', 'shipping-policy')),
  description text not null default '',
  price integer not null constraint collectibles_price_not_negative check (price >= 0),
  -- null = created from the form without a status; shown (and orderable) as available (spec §3/§4).
  status text constraint collectibles_status_known check (status in ('available', 'sold', 'unavailable')),
  category_id uuid references public.categories (id) on delete set null,
  -- Spec §5: a watch?v=, shorts/ or youtu.be link with an 11-character id; empty is stored as null.
  -- Same links as @sikka/shared's youtubeId(): scheme optional, host case-insensitive, v= anywhere in the query.
  youtube_url text constraint collectibles_youtube_url_valid check (
    youtube_url ~* '^(https?://)?((www|m)\.)?(youtube\.com/(watch\?([^#]*&)?v=|shorts/)|youtu\.be/)[a-z0-9_-]{11}([?&#/].*)?$'),
  created_at timestamptz not null default now(),
  -- Who listed it (admin screens count listings per user); the create form does not send it.
  user_id uuid default auth.uid() references auth.users (id) on delete set null
);
comment on column public.collectibles.status is 'available | sold | unavailable; null means not set and reads as available';

-- Browse: category filter, newest/oldest and price sorts; admin counts per user; status badges.
create index collectibles_category_id_idx on public.collectibles (category_id);
create index collectibles_created_at_idx on public.collectibles (created_at desc);
create index collectibles_price_idx on public.collectibles (price);
create index collectibles_status_idx on public.collectibles (status);
create index collectibles_user_id_idx on public.collectibles (user_id);
-- Home search: name or description ILIKE '%term%' (PostgREST `or=(name.ilike.*t*,description.ilike.*t*)`).
-- One trigram index per column so the planner can BitmapOr them.
create index collectibles_name_trgm_idx on public.collectibles using gin (name extensions.gin_trgm_ops);
create index collectibles_description_trgm_idx on public.collectibles using gin (description extensions.gin_trgm_ops);

create table public.collectible_images (
  id uuid primary key default gen_random_uuid(),
  collectible_id uuid not null references public.collectibles (id) on delete cascade,
  image_url text not null constraint collectible_images_url_required check (btrim(image_url) <> ''),
  -- Position in the gallery. Not unique: after an edit keeps images 0 and 2, new ones continue from the
  -- kept count (spec §7), so positions can repeat; readers order by ("order", id).
  "order" integer not null default 0 constraint collectible_images_order_not_negative check ("order" >= 0),
  created_at timestamptz not null default now()
);
create index collectible_images_collectible_order_idx on public.collectible_images (collectible_id, "order");

-- Spec §5/§9: at most 6 images per listing. A statement-level count is enough here: only admins write
-- images, one listing at a time.
create function private.enforce_listing_image_limit() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (select count(*) from public.collectible_images where collectible_id = new.collectible_id) > 6 then
    raise exception 'A listing can have at most 6 images' using errcode = 'P0001';
  end if;
  return new;
end;
$$;

create trigger collectible_images_limit
  after insert or update of collectible_id on public.collectible_images
  for each row execute function private.enforce_listing_image_limit();
