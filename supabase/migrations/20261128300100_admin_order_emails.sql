-- After payment, orders (issue 50): the admin's order cards and the orders CSV show the buyer's e-mail,
-- the address the shop's messages go to (the one given at checkout, else the signed-in account's:
-- private.order_buyer_email). A function of its own beside admin_orders_page, which other work changes.
create function public.admin_order_emails(order_ids uuid[])
returns table (order_id uuid, email text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query
    select d.id, private.order_buyer_email(d)
      from public.delivery_addresses d
     where d.id = any (coalesce(admin_order_emails.order_ids[1:1000], '{}'));
end;
$$;
revoke all on function public.admin_order_emails(uuid[]) from public;
grant execute on function public.admin_order_emails(uuid[]) to authenticated, service_role;
