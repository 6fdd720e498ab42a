-- The promo codes and seller submissions screens (issue 15 items 4-6).
--
-- 1. A promo code's expiry comes after its start (spec §5 "Promo form"), as the admin form checks:
--    a code that expires before it starts could never be used and only confuses the list.
-- 2. The submissions search (spec §5: name, phone or status) runs in the database with ILIKE
--    '%term%'; trigram indexes keep it an index scan as submissions pile up. Status has three values
--    and is read through the same OR, so it is indexed the same way to keep the whole OR indexable.

alter table public.promo_codes
  add constraint promo_codes_expiry_after_start check (expires_at is null or expires_at > starts_at);

create index seller_submissions_seller_name_trgm_idx on public.seller_submissions using gin (seller_name extensions.gin_trgm_ops);
create index seller_submissions_seller_phone_trgm_idx on public.seller_submissions using gin (seller_phone extensions.gin_trgm_ops);
create index seller_submissions_status_trgm_idx on public.seller_submissions using gin (status extensions.gin_trgm_ops);
create index promo_codes_code_trgm_idx on public.promo_codes using gin (code extensions.gin_trgm_ops);
