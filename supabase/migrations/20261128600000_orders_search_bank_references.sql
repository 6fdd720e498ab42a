-- The Orders Dashboard's search finds an order by any payment reference it was paid with (issue 49): a NEFT or
-- RTGS reference as well as a 12-digit UTR, typed in any case and spacing. Only utr_search changes.

create or replace function public.admin_orders_page(search text DEFAULT ''::text, status text DEFAULT NULL::text, page integer DEFAULT 1, page_size integer DEFAULT 12, payment text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $$
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
