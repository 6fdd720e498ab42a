-- Storage for listing photos and seller uploads (spec §3 "Storage", §5 sell form, §7 storage calls).
--
-- The bucket is declared in config.toml ([storage.buckets.collectible-images]), which is what `supabase start`
-- and supabase/local read. A hosted project gets it from this insert (config.toml buckets are not pushed
-- by `db push`); the values must stay equal to config.toml's.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('collectible-images', 'collectible-images', true, 5242880,
        array['image/png', 'image/jpeg', 'image/webp', 'image/gif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Anyone can see the bucket's files (listing photos are on public pages).
create policy "Collectible images are public"
  on storage.objects for select to anon, authenticated
  using (bucket_id = 'collectible-images');

-- The sell form uploads without an account: anyone may add images under seller-submissions/ only.
-- Size is also capped by the bucket (5 MiB) before any policy runs; the metadata check keeps the rule
-- here too where the storage server fills metadata before the policy check.
create policy "Anyone uploads seller submission images"
  on storage.objects for insert to anon, authenticated
  with check (
    bucket_id = 'collectible-images'
    and (storage.foldername(name))[1] = 'seller-submissions'
    and coalesce((metadata ->> 'size')::bigint, 0) <= 5242880
  );

-- Listing photos ({collectible id}/...) and any change or removal: admins only.
create policy "Admins upload collectible images"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'collectible-images' and (select public.is_admin()));
create policy "Admins update collectible images"
  on storage.objects for update to authenticated
  using (bucket_id = 'collectible-images' and (select public.is_admin()))
  with check (bucket_id = 'collectible-images' and (select public.is_admin()));
create policy "Admins delete collectible images"
  on storage.objects for delete to authenticated
  using (bucket_id = 'collectible-images' and (select public.is_admin()));
