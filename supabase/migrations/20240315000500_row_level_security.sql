-- Who may do what (spec §6), enforced by Postgres for every API call. The browser holds only the anon key,
-- so these policies and grants, not the UI, are the shop's permissions.
--
-- Roles as the API sees them:
--   anon       no session (the anon key only)                       -> Postgres role anon
--   signed-in  e-mail/password session                              -> role authenticated
--   anonymous  signInAnonymously() session (is_anonymous claim)     -> role authenticated, no profile rights
--   admin      signed-in and profiles.is_admin                      -> role authenticated + public.is_admin()
--
-- S select, I insert, U update, D delete; "own" = rows whose user_id / id is auth.uid(); - = denied.
--
-- | table              | anon          | signed-in     | anonymous     | admin                      |
-- |--------------------|---------------|---------------|---------------|----------------------------|
-- | categories         | S             | S             | S             | S I U D                    |
-- | collectibles       | S             | S             | S             | S I U D                    |
-- | collectible_images | S             | S             | S             | S I U D                    |
-- | blog_posts         | S             | S             | S             | S I U D                    |
-- | promo_codes        | -             | -             | -             | S I U D                    |
-- | delivery_addresses | -             | S own         | S own         | S U(status) D              |
-- | profiles           | -             | S own         | S own         | S                          |
-- | seller_submissions | I pending     | I pending     | I pending     | S I U D                    |
-- | storage: collectible-images bucket                                                              |
-- |   objects          | S, I under seller-submissions/ (<= 5 MB)      | S I U D anywhere           |
--
-- Not in the matrix on purpose:
--   * delivery_addresses I: nobody inserts directly, orders come only from public.place_order(), which
--     checks the item, the promo and the amounts atomically (SECURITY DEFINER).
--   * promo codes are checked by public.validate_promo(), so codes cannot be listed by buyers.
--   * profiles I/U/D: rows come from the auth.users trigger; is_admin is changed by no client role (only
--     SQL run by the project owner).
--   * TRUNCATE, REFERENCES, TRIGGER: never granted to client roles (TRUNCATE would bypass RLS).

-- Grants first: Supabase grants ALL on public tables to anon and authenticated by default. Reduce that to
-- what the matrix needs, so even a policy mistake cannot open a command the role was never meant to have.
-- (Tables added by later migrations get the default grants again and must repeat this.)
revoke all on all tables in schema public from anon, authenticated;
grant all on all tables in schema public to service_role;

grant select on public.categories, public.collectibles, public.collectible_images, public.blog_posts
  to anon, authenticated;
grant insert (seller_name, seller_phone, status, image_url, admin_notes) on public.seller_submissions
  to anon, authenticated;

-- Admins are role authenticated; their extra rights come from the is_admin() policies below.
grant insert, update, delete on public.categories, public.collectibles, public.collectible_images,
  public.blog_posts to authenticated;
grant select, insert, update, delete on public.promo_codes to authenticated;
grant select, update, delete on public.seller_submissions to authenticated;
grant select, delete on public.delivery_addresses to authenticated;
grant update (status) on public.delivery_addresses to authenticated;
grant select on public.profiles to authenticated;

alter table public.categories enable row level security;
alter table public.collectibles enable row level security;
alter table public.collectible_images enable row level security;
alter table public.blog_posts enable row level security;
alter table public.promo_codes enable row level security;
alter table public.delivery_addresses enable row level security;
alter table public.profiles enable row level security;
alter table public.seller_submissions enable row level security;

-- The public catalogue and blog. `using (true)` matters for speed as well as meaning: a trivially true
-- qual lets the planner push the search's ILIKE (not leakproof) down to the trigram indexes.
create policy "Catalogue categories are public" on public.categories
  for select to anon, authenticated using (true);
create policy "Listings are public" on public.collectibles
  for select to anon, authenticated using (true);
create policy "Listing images are public" on public.collectible_images
  for select to anon, authenticated using (true);
create policy "Blog posts are public" on public.blog_posts
  for select to anon, authenticated using (true);

-- Admin-managed content. `(select public.is_admin())` is evaluated once per statement, not per row.
create policy "Admins manage categories" on public.categories
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins manage listings" on public.collectibles
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins manage listing images" on public.collectible_images
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins manage blog posts" on public.blog_posts
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins manage promo codes" on public.promo_codes
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

-- Orders: the buyer sees their own; admins see all, change status and delete (before deleting a listing).
create policy "Buyers see their own orders" on public.delivery_addresses
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Admins see all orders" on public.delivery_addresses
  for select to authenticated using ((select public.is_admin()));
create policy "Admins update order status" on public.delivery_addresses
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete orders" on public.delivery_addresses
  for delete to authenticated using ((select public.is_admin()));

-- Profiles: read-only to clients.
create policy "Users see their own profile" on public.profiles
  for select to authenticated using (id = (select auth.uid()));
create policy "Admins see all profiles" on public.profiles
  for select to authenticated using ((select public.is_admin()));

-- Seller submissions: anyone may submit, only as a new (pending) submission; admins review.
create policy "Anyone submits items for evaluation" on public.seller_submissions
  for insert to anon, authenticated with check (status = 'pending');
create policy "Admins manage submissions" on public.seller_submissions
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
