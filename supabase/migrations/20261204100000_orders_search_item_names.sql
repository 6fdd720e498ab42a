-- The Orders Dashboard's search also finds an order by what it bought: the piece's name as the order
-- recorded it ('1835 half anna', or an auction's title and lot numbers) and, for an auction's winnings,
-- the name of each lot's piece. The placeholder promises 'name, phone, address...'; an owner looking
-- for who bought a coin typed its name and found nothing.

create or replace function private.order_haystack(
  order_id uuid, full_name text, phone text, address_line1 text, address_line2 text, city text, state text, pincode text,
  item_name text
) returns text
language sql
immutable
set search_path = ''
as $$
  select '#' || left(order_id::text, 8) || ' ' || full_name || ' ' || phone || ' ' || address_line1 || ' '
    || coalesce(address_line2, '') || ' ' || city || ' ' || state || ' ' || pincode || ' ' || coalesce(item_name, '');
$$;

drop index public.delivery_addresses_search_trgm_idx;
create index delivery_addresses_search_trgm_idx on public.delivery_addresses using gin (
  private.order_haystack(id, full_name, phone, address_line1, address_line2, city, state, pincode, item_name)
  extensions.gin_trgm_ops);
drop function private.order_haystack(uuid, text, text, text, text, text, text, text);

-- The orders whose auction winnings include a piece of this name (order_pieces' first half). Called by
-- admin_orders_page, a security definer: it needs no rights of its own.
create function private.orders_winning(pattern text) returns setof uuid
language sql
stable
set search_path = ''
as $$
  select w.order_id
    from public.auction_wins w
    join public.auction_lots l on l.id = w.lot_id
    join public.collectibles c on c.id = l.collectible_id
   where w.order_id is not null and c.name ilike pattern;
$$;
revoke execute on function private.orders_winning(text) from public, anon, authenticated;

create or replace function public.admin_orders_page(search text DEFAULT ''::text, status text DEFAULT NULL::text, page integer DEFAULT 1, page_size integer DEFAULT 12, payment text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  pattern text := private.contains_pattern(private.order_search_text(search));
  -- A payment reference as the buyer gave it: a UPI UTR or IMPS RRN (12 digits), a NEFT (16-22) or RTGS (22)
  -- reference, typed with or without spaces, in any case (stored as private.normalize_payment_reference keeps it).
  utr_search text := case when regexp_replace(coalesce(search, ''), '\s', '', 'g') ~ '^[0-9A-Za-z]{12,22}$'
    then private.normalize_payment_reference(search) end;
  size integer := least(greatest(coalesce(page_size, 12), 1), 1000);
  skip integer := (greatest(coalesce(page, 1), 1) - 1) * least(greatest(coalesce(page_size, 12), 1), 1000);
  wanted text := nullif(btrim(coalesce(admin_orders_page.status, '')), '');
  wanted_payment text := nullif(btrim(coalesce(admin_orders_page.payment, '')), '');
  total integer;
  found_rows jsonb;
begin
  perform private.require_role('staff');
  select count(*) into total from public.delivery_addresses d
   where (wanted is null or d.status = wanted)
     and (wanted_payment is null or d.payment_status = wanted_payment)
     and (pattern is null or d.utr = utr_search
          or private.order_haystack(d.id, d.full_name, d.phone, d.address_line1, d.address_line2, d.city, d.state, d.pincode,
                                    d.item_name) ilike pattern
          or d.id in (select private.orders_winning(pattern)));

  select coalesce(jsonb_agg(to_jsonb(o) || jsonb_build_object(
           'item', (select jsonb_build_object('id', c.id, 'name', c.name, 'type', c.type, 'price', c.price, 'slug', c.slug,
                                              'status', c.status, 'on_hold', c.on_hold, 'image_url', private.first_image(c.id))
                      from public.collectibles c where c.id = o.collectible_id),
           'tax_id', (select jsonb_build_object('pan', case when public.has_role('owner') then t.pan end, 'pan_given', t.pan is not null, 'form60', t.form60) from private.order_tax_ids t where t.order_id = o.id),
           'history', private.history_of(o.id))
         order by o.created_at desc, o.id desc), '[]'::jsonb)
    into found_rows
    from (select d.* from public.delivery_addresses d
           where (wanted is null or d.status = wanted)
             and (wanted_payment is null or d.payment_status = wanted_payment)
             and (pattern is null or d.utr = utr_search
                  or private.order_haystack(d.id, d.full_name, d.phone, d.address_line1, d.address_line2, d.city, d.state,
                                            d.pincode, d.item_name) ilike pattern
                  or d.id in (select private.orders_winning(pattern)))
           order by d.created_at desc, d.id desc
           offset skip limit size) o;
  return jsonb_build_object('total', total, 'rows', found_rows);
end;
$function$;
