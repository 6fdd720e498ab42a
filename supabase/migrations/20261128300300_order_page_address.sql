-- After payment, orders (issue 50): the buyer's order page (/order/{token}) shows where the parcel goes,
-- so a typo in the address is seen before it ships. Whoever holds the order's link may read it, as they
-- may read the rest of the page (order_page); the phone number stays off the page. A function of its own
-- beside order_page, which other work changes.
create function public.order_page_address(token text)
returns table (
  full_name text,
  address_line1 text,
  address_line2 text,
  city text,
  state text,
  pincode text
)
language sql
stable
security definer
set search_path = ''
as $$
  select d.full_name, d.address_line1, coalesce(d.address_line2, ''), d.city, d.state, d.pincode
    from public.delivery_addresses d
   where coalesce(order_page_address.token, '') ~ '^[A-Za-z0-9_-]{32}$'
     and d.access_token = order_page_address.token
$$;
revoke all on function public.order_page_address(text) from public;
grant execute on function public.order_page_address(text) to anon, authenticated, service_role;
