-- The blog and seller submissions (spec §3).

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null constraint blog_posts_title_required check (btrim(title) <> ''),
  slug text not null unique constraint blog_posts_slug_url_friendly check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  content text not null constraint blog_posts_content_required check (btrim(content) <> ''),
  excerpt text not null constraint blog_posts_excerpt_required check (btrim(excerpt) <> ''),
  cover_image text not null constraint blog_posts_cover_image_url check (cover_image ~ '^https?://\S+$'),
  meta_description text not null constraint blog_posts_meta_description_required check (btrim(meta_description) <> ''),
  created_at timestamptz not null default now()
);
create index blog_posts_created_at_idx on public.blog_posts (created_at desc);

create table public.seller_submissions (
  id uuid primary key default gen_random_uuid(),
  seller_name text not null constraint seller_submissions_seller_name_required check (btrim(seller_name) <> ''),
  -- The sell form prefixes +91 when missing (spec §5), so storage is always +91 and 10 digits.
  seller_phone text not null constraint seller_submissions_seller_phone_format check (seller_phone ~ '^\+91[0-9]{10}$'),
  status text not null default 'pending'
    constraint seller_submissions_status_known check (status in ('pending', 'accepted', 'rejected')),
  -- The first image; further ones ride in admin_notes as 'Additional images: url, url' (spec §3).
  image_url text not null constraint seller_submissions_image_url_required check (btrim(image_url) <> ''),
  admin_notes text,
  created_at timestamptz not null default now()
);
create index seller_submissions_created_at_idx on public.seller_submissions (created_at desc);
