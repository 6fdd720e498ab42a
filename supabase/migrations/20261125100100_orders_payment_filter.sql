-- Orders Dashboard and payments (issue 31): the list filters on the payment state ('payment to verify'
-- is payment = 'submitted'), a search for a UTR finds its order, and each order carries its PAN or
-- Form 60 declaration (admins only: this function checks the admin, and private.order_tax_ids is
-- readable by no client role).

drop function public.admin_orders_page(text, text, integer, integer);
create function public.admin_orders_page(
  search text default '', status text default null, page integer default 1, page_size integer default 12,
  payment text default null
) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pattern text := private.contains_pattern(private.order_search_text(search));
  -- A UTR is 12 digits, typed with or without spaces.
  utr_search text := case when regexp_replace(coalesce(search, ''), '\s', '', 'g') ~ '^[0-9]{12}$'
    then regexp_replace(search, '\s', '', 'g') end;
  size integer := least(greatest(coalesce(page_size, 12), 1), 1000);
  skip integer := (greatest(coalesce(page, 1), 1) - 1) * least(greatest(coalesce(page_size, 12), 1), 1000);
  wanted text := nullif(btrim(coalesce(admin_orders_page.status, '')), '');
  wanted_payment text := nullif(btrim(coalesce(admin_orders_page.payment, '')), '');
  total integer;
  found_rows jsonb;
begin
  perform private.require_admin();
  select count(*) into total from public.delivery_addresses d
   where (wanted is null or d.status = wanted)
     and (wanted_payment is null or d.payment_status = wanted_payment)
     and (pattern is null or d.utr = utr_search
          or private.order_haystack(d.id, d.full_name, d.phone, d.address_line1, d.address_line2, d.city, d.state, d.pincode) ilike pattern);

  select coalesce(jsonb_agg(to_jsonb(o) || jsonb_build_object(
           'item', (select jsonb_build_object('id', c.id, 'name', c.name, 'type', c.type, 'price', c.price, 'slug', c.slug,
                                              'status', c.status, 'on_hold', c.on_hold, 'image_url', private.first_image(c.id))
                      from public.collectibles c where c.id = o.collectible_id),
           'tax_id', (select jsonb_build_object('pan', t.pan, 'form60', t.form60) from private.order_tax_ids t where t.order_id = o.id),
           'history', private.history_of(o.id))
         order by o.created_at desc, o.id desc), '[]'::jsonb)
    into found_rows
    from (select d.* from public.delivery_addresses d
           where (wanted is null or d.status = wanted)
             and (wanted_payment is null or d.payment_status = wanted_payment)
             and (pattern is null or d.utr = utr_search
                  or private.order_haystack(d.id, d.full_name, d.phone, d.address_line1, d.address_line2, d.city, d.state, d.pincode) ilike pattern)
           order by d.created_at desc, d.id desc
           offset skip limit size) o;
  return jsonb_build_object('total', total, 'rows', found_rows);
end;
$$;
revoke all on function public.admin_orders_page(text, text, integer, integer, text) from public;
grant execute on function public.admin_orders_page(text, text, integer, integer, text) to anon, authenticated, service_role;
