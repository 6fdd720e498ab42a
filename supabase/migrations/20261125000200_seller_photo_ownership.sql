-- Seller photos (issue 29 item 4): one seller could make the admin delete another seller's photo (a
-- submission could name any file under seller-submissions/, behind any host), and anyone could list
-- every seller upload or copy any file of the bucket into that folder.
--
--   * Uploads under seller-submissions/ need a session (the sell form signs visitors in anonymously,
--     as the checkout does): Storage records it as the object's owner (owner_id; hosted Storage and
--     supabase/local both set it from the JWT's sub).
--   * A visitor's submission may use only photos its own session uploaded, at this project's storage
--     URL (the host the request came to), in image_url and in the 'Additional images' of admin_notes.
--   * Deleting a submission answers only files under seller-submissions/ that its submitter uploaded
--     and that no other submission and no listing uses.
--   * seller-submissions/ is listed only to the uploader (their own files) and to admins; its files
--     stay public by URL (public bucket). Copying a listing photo into it is refused (a copy carries
--     the source's eTag; hosted Storage also refuses a copy to whoever cannot update the source).

-- Who may submit (the matrix of 20240315000500; this row replaces seller_submissions' there): a
-- submission comes from a session, since its photos must be that session's uploads.
-- | seller_submissions | -             | I pending     | I pending     | S I U D                    |
drop policy "Anyone submits items for evaluation" on public.seller_submissions;
revoke insert on public.seller_submissions from anon;
create policy "Sessions submit items for evaluation" on public.seller_submissions
  for insert to authenticated with check (status = 'pending');

alter table public.seller_submissions
  add column submitted_by uuid references auth.users (id) on delete set null;
comment on column public.seller_submissions.submitted_by is
  'The session (user) that submitted it: its photos must be that user''s uploads. Set by the database.';

-- The submitter is whoever is calling, never what the row claims.
create function private.stamp_seller_submission() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(auth.jwt() ->> 'role', '') in ('anon', 'authenticated') then
    new.submitted_by := auth.uid();
  end if;
  return new;
end;
$$;

create trigger seller_submissions_stamp_submitter
  before insert on public.seller_submissions
  for each row execute function private.stamp_seller_submission();

-- This project's storage URL for the current request: the host the API was called on (a gateway's
-- x-forwarded-host first). Null outside an API request.
create function private.requested_host() returns text
language sql
stable
set search_path = ''
as $$
  select lower(coalesce(
    nullif(nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-forwarded-host', ''),
    nullif(nullif(current_setting('request.headers', true), '')::jsonb ->> 'host', '')));
$$;

-- The rules of 20261123001000 (status, name, notes format, 1-3 images, each once), and now: each photo
-- at this project's storage URL and uploaded by the caller's own session.
create or replace function private.check_new_seller_submission() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  extra text[];
  urls text[];
  url text;
  path text;
  host text := private.requested_host();
begin
  if coalesce(auth.jwt() ->> 'role', '') not in ('anon', 'authenticated') or public.is_admin() then
    return null;
  end if;

  if new.status is distinct from 'pending' then
    perform private.refuse_sale('sell_status_pending');
  end if;
  if char_length(new.seller_name) > 100 then
    perform private.refuse_sale('sell_name_too_long');
  end if;

  if new.admin_notes is null then
    extra := '{}';
  elsif new.admin_notes ~ '^Additional images: [^ ,]+(, [^ ,]+)*$' then
    extra := string_to_array(substr(new.admin_notes, char_length('Additional images: ') + 1), ', ');
  else
    perform private.refuse_sale('sell_notes_format');
  end if;

  urls := array[new.image_url] || extra;
  if cardinality(urls) > 3 then
    perform private.refuse_sale('sell_image_count');
  end if;
  if (select count(distinct u) from unnest(urls) as u) <> cardinality(urls) then
    perform private.refuse_sale('sell_image_not_stored');
  end if;
  foreach url in array urls loop
    path := private.seller_upload_path(url);
    if path is null
       or (host is not null and lower(split_part(url, '/', 3)) <> host)
       or not exists (
         select 1 from storage.objects o
          where o.bucket_id = 'collectible-images' and o.name = path
            and o.owner_id = auth.uid()::text)
    then
      perform private.refuse_sale('sell_image_not_stored');
    end if;
  end loop;
  return null;
end;
$$;

-- Spec §7 "seller_submissions: delete by id", answering only the files that are the submission's own.
create or replace function public.delete_seller_submission(submission_id uuid)
returns setof text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  submission public.seller_submissions;
begin
  perform private.require_admin();

  delete from public.seller_submissions s where s.id = delete_seller_submission.submission_id
    returning s.* into submission;
  if submission.id is null then
    return;
  end if;

  return query
    with named as (
      select distinct private.storage_path(url) as path
        from unnest(array[submission.image_url] || coalesce(
               (select array_agg(m[1]) from regexp_matches(coalesce(submission.admin_notes, ''), '(https?://[^\s,]+)', 'g') as m),
               '{}')) as url
    )
    select n.path from named n
     where n.path like 'seller-submissions/%'
       -- Another seller's file (a URL naming it behind any host) is not this submission's to remove.
       and not exists (select 1 from storage.objects o
                        where o.bucket_id = 'collectible-images' and o.name = n.path
                          and o.owner_id is distinct from submission.submitted_by::text)
       and not exists (select 1 from public.seller_submissions s
                        where private.storage_path(s.image_url) = n.path
                           or position(('/collectible-images/' || n.path) in coalesce(s.admin_notes, '')) > 0)
       and not exists (select 1 from public.collectible_images i where private.storage_path(i.image_url) = n.path);
end;
$$;

-- Listing photos stay listable by anyone; seller uploads only by their uploader and admins.
drop policy "Collectible images are public" on storage.objects;
create policy "Listing photos are public"
  on storage.objects for select to anon, authenticated
  using (bucket_id = 'collectible-images' and (storage.foldername(name))[1] is distinct from 'seller-submissions');
create policy "Sellers see their own uploads, admins all"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'collectible-images'
    and (storage.foldername(name))[1] = 'seller-submissions'
    and (owner_id = (select auth.uid()::text) or (select public.is_admin()))
  );

-- Whether a new seller upload carries the bytes (eTag) of a file outside seller-submissions/: a copy
-- of a listing photo. A policy on storage.objects cannot read storage.objects itself (Postgres refuses
-- the recursion), so a SECURITY DEFINER helper does, in a schema the policies' roles may use but the
-- API does not expose (schema private is closed to them). Null (Storage fills metadata after the
-- check) is no copy.
create schema if not exists storage_rules;
revoke all on schema storage_rules from public;
grant usage on schema storage_rules to authenticated;

create function storage_rules.copies_a_listing_file(etag text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select etag is not null and exists (
    select 1 from storage.objects o
     where o.bucket_id = 'collectible-images'
       and o.metadata ->> 'eTag' = etag
       and (storage.foldername(o.name))[1] is distinct from 'seller-submissions');
$$;
revoke all on function storage_rules.copies_a_listing_file(text) from public;
grant execute on function storage_rules.copies_a_listing_file(text) to authenticated;

-- Uploads (and copies, which Storage inserts the same way) under seller-submissions/: a session's own
-- file, at most 5 MiB, and not a copy of a listing photo (where Storage fills metadata after this
-- check, hosted Storage itself refuses a copy to whoever cannot update the source).
drop policy "Anyone uploads seller submission images" on storage.objects;
create policy "Sessions upload their own seller photos"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'collectible-images'
    and (storage.foldername(name))[1] = 'seller-submissions'
    and owner_id = (select auth.uid()::text)
    and coalesce((metadata ->> 'size')::bigint, 0) <= 5242880
    and not storage_rules.copies_a_listing_file(metadata ->> 'eTag')
  );
