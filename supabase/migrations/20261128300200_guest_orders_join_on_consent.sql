-- After payment, orders (issue 50): a guest order joins an account only when the person says so.
--
-- A browser keeps the links (access tokens) of the orders placed in it (guestOrderTokens in
-- @sikka/shared/domain/orders). Until now My Orders listed every one of them under whichever account
-- signed in next in that browser, and the sign-in moved the guest session's orders into the account,
-- silently: on a shared device a stranger's order and address joined someone's account. Now, after a
-- sign-in, the shop lists the guest orders that would join (guest_orders_to_join) and moves them only
-- when the person chooses 'Add to my account' (join_guest_orders); 'Not mine' leaves them where they are.
--
-- Only a guest's order can join: one whose placing session was anonymous (or is gone). An order that
-- already belongs to an account stays with it, whatever links a browser kept. The token is the order's
-- credential (its order page opens with it), so holding it is what proves the order was placed here.

create function private.joinable_guest_order(d public.delivery_addresses, guest_tokens text[]) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select d.access_token = any (coalesce(guest_tokens[1:50], '{}'))
     and d.user_id is distinct from auth.uid()
     and (d.user_id is null or exists (select 1 from auth.users u where u.id = d.user_id and u.is_anonymous))
$$;

-- The caller must be signed in to an account (not a guest session).
create function private.require_account() returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null or exists (select 1 from auth.users u where u.id = auth.uid() and u.is_anonymous) then
    perform private.refuse('not_authenticated');
  end if;
end;
$$;

-- What 'Add to my account' would add: the guest orders among the browser's kept links, newest first.
create function public.guest_orders_to_join(guest_tokens text[] default '{}')
returns table (access_token text, reference text, item_name text, total bigint, created_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_account();
  return query
    select d.access_token, left(d.id::text, 8), d.item_name, d.total::bigint, d.created_at
      from public.delivery_addresses d
     where private.joinable_guest_order(d, guest_orders_to_join.guest_tokens)
     order by d.created_at desc;
end;
$$;

-- 'Add to my account': moves those guest orders to the signed-in account; answers how many moved.
create function public.join_guest_orders(guest_tokens text[] default '{}') returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  moved integer;
begin
  perform private.require_account();
  update public.delivery_addresses d set user_id = auth.uid()
   where private.joinable_guest_order(d, join_guest_orders.guest_tokens);
  get diagnostics moved = row_count;
  return moved;
end;
$$;

revoke all on function private.joinable_guest_order(public.delivery_addresses, text[]) from public;
revoke all on function private.require_account() from public;
revoke all on function public.guest_orders_to_join(text[]) from public, anon;
revoke all on function public.join_guest_orders(text[]) from public, anon;
grant execute on function public.guest_orders_to_join(text[]) to authenticated, service_role;
grant execute on function public.join_guest_orders(text[]) to authenticated, service_role;
