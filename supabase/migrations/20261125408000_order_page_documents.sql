-- The buyer's papers on the order page (issue 34): whoever holds an order's link (its access_token, the
-- same key order_page(token) reads the order by) sees that order's certificates and invoices, in the
-- shape order_documents(order_id) gives a signed-in buyer or an admin. The documents Edge Function hands
-- out a PDF by token only when this list holds it. An unknown or malformed token answers null (404).
create function public.order_page_documents(token text) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found_order uuid;
begin
  if coalesce(order_page_documents.token, '') !~ '^[A-Za-z0-9_-]{32}$' then
    return null;
  end if;
  select d.id into found_order from public.delivery_addresses d where d.access_token = order_page_documents.token;
  if found_order is null then
    return null;
  end if;
  return jsonb_build_object(
    'certificates', coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'code', c.code, 'issued_at', c.issued_at,
        'certified_by_name', c.certified_by_name, 'revoked_at', c.revoked_at, 'revoked_reason', c.revoked_reason)
        order by c.issued_at desc) from private.certificates c where c.order_id = found_order), '[]'),
    'invoices', coalesce((select jsonb_agg(jsonb_build_object('id', i.id, 'kind', i.kind, 'serial', i.serial,
        'issued_at', i.issued_at, 'total_paise', i.total_paise) order by i.issued_at desc)
        from private.invoices i where i.order_id = found_order), '[]'));
end;
$$;
revoke all on function public.order_page_documents(text) from public;
grant execute on function public.order_page_documents(text) to anon, authenticated, service_role;
