-- Bounded free text (issue 50): a 200 KB name and a 140 KB address were accepted at checkout. Each text a
-- visitor or buyer types has a length limit here and the same one in the forms (TEXT_LIMITS in
-- @sikka/shared/config; supabase/tests/text-limits.test.ts holds them equal). A refusal names its
-- constraint, which @sikka/shared/domain/errors maps to the form's message.
--   a person's name 100 characters (the sell form's limit since 20261123001000), an address line 150,
--   a city 80. Already bounded elsewhere: phone, PIN code, state, e-mail (254), PAN, UTR, display names
--   (80, profiles_display_name_length), the admin's reasons (300).
--
-- Rows stored before this change may be longer (the seed's are not). Such a value cannot be a real name
-- or address, and a NOT VALID constraint would still refuse every later update of its row (an admin
-- could not even cancel the order), so it is cut to the limit here, before the constraints are checked.

update public.delivery_addresses set full_name = left(full_name, 100) where char_length(full_name) > 100;
update public.delivery_addresses set address_line1 = left(address_line1, 150) where char_length(address_line1) > 150;
update public.delivery_addresses set address_line2 = left(address_line2, 150) where char_length(address_line2) > 150;
update public.delivery_addresses set city = left(city, 80) where char_length(city) > 80;
update public.seller_submissions set seller_name = left(seller_name, 100) where char_length(seller_name) > 100;

alter table public.delivery_addresses
  add constraint delivery_addresses_full_name_length check (char_length(full_name) <= 100),
  add constraint delivery_addresses_address_line1_length check (char_length(address_line1) <= 150),
  add constraint delivery_addresses_address_line2_length check (char_length(address_line2) <= 150),
  add constraint delivery_addresses_city_length check (char_length(city) <= 80);

-- The sell form's name: the trigger of 20261125000200 refused it for visitors only; now for every writer.
alter table public.seller_submissions
  add constraint seller_submissions_seller_name_length check (char_length(seller_name) <= 100);
