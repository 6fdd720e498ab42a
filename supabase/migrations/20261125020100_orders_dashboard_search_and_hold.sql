-- Orders Dashboard (issue 28 item 15): the search finds an order as its card shows it, and the card
-- knows when its item is held.
--
-- 1. The card shows the phone as '+91 90000 66666' and the order as 'Order #0b8f5e52'; a search for
--    either, copied from the card, found nothing (the row holds '9000066666', and the id was not
--    searched). The order number joins the searched text, and a search that is a phone number (digits
--    with spaces, dashes, brackets, a leading +91) is searched as its ten digits. Still one trigram
--    ILIKE, so the index serves it.
-- 2. The card's item badge read 'Available' while this very order held the piece: the item now carries
--    on_hold (20261123005000_one_coin_one_buyer.sql), which the card shows as 'On hold'.

-- The searched text of an order: its number as the card shows it ('#0b8f5e52'), the customer's name
-- and phone, and the address.
create function private.order_haystack(
  order_id uuid, full_name text, phone text, address_line1 text, address_line2 text, city text, state text, pincode text
) returns text
language sql
immutable
set search_path = ''
as $$
  select '#' || left(order_id::text, 8) || ' ' || full_name || ' ' || phone || ' ' || address_line1 || ' '
    || coalesce(address_line2, '') || ' ' || city || ' ' || state || ' ' || pincode;
$$;

drop index public.delivery_addresses_search_trgm_idx;
create index delivery_addresses_search_trgm_idx on public.delivery_addresses using gin (
  private.order_haystack(id, full_name, phone, address_line1, address_line2, city, state, pincode) extensions.gin_trgm_ops);
drop function private.order_haystack(text, text, text, text, text, text, text);

-- What to look for: 'Order #0b8f5e52' as '#0b8f5e52'; a phone as typed or shown ('90000 66666',
-- '+91 90000-66666', '919000066666') as its digits, without the country code; anything else as typed.
create function private.order_search_text(search text) returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when s ~* '^order\s*#' then '#' || btrim(regexp_replace(s, '^order\s*#', '', 'i'))
    when s ~ '^\+?[0-9][0-9 ()-]*[0-9]$' then
      case when s ~ '^\+\s*91' or regexp_replace(s, '[^0-9]', '', 'g') ~ '^91[0-9]{10}$'
        then substr(regexp_replace(s, '[^0-9]', '', 'g'), 3)
        else regexp_replace(s, '[^0-9]', '', 'g') end
    else s
  end
  from (select btrim(coalesce(search, '')) as s) typed;
$$;

-- As in 20261123003000, with the search above and the item's hold.
create or replace function public.admin_orders_page(
  search text default '', status text default null, page integer default 1, page_size integer default 12
) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pattern text := private.contains_pattern(private.order_search_text(search));
  size integer := least(greatest(coalesce(page_size, 12), 1), 1000);
  skip integer := (greatest(coalesce(page, 1), 1) - 1) * least(greatest(coalesce(page_size, 12), 1), 1000);
  wanted text := nullif(btrim(coalesce(admin_orders_page.status, '')), '');
  total integer;
  found_rows jsonb;
begin
  perform private.require_admin();
  select count(*) into total from public.delivery_addresses d
   where (wanted is null or d.status = wanted)
     and (pattern is null or private.order_haystack(d.id, d.full_name, d.phone, d.address_line1, d.address_line2, d.city, d.state, d.pincode) ilike pattern);

  select coalesce(jsonb_agg(to_jsonb(o) || jsonb_build_object(
           'item', (select jsonb_build_object('id', c.id, 'name', c.name, 'type', c.type, 'price', c.price, 'slug', c.slug,
                                              'status', c.status, 'on_hold', c.on_hold, 'image_url', private.first_image(c.id))
                      from public.collectibles c where c.id = o.collectible_id),
           'history', private.history_of(o.id))
         order by o.created_at desc, o.id desc), '[]'::jsonb)
    into found_rows
    from (select d.* from public.delivery_addresses d
           where (wanted is null or d.status = wanted)
             and (pattern is null or private.order_haystack(d.id, d.full_name, d.phone, d.address_line1, d.address_line2, d.city, d.state, d.pincode) ilike pattern)
           order by d.created_at desc, d.id desc
           offset skip limit size) o;
  return jsonb_build_object('total', total, 'rows', found_rows);
end;
$$;
