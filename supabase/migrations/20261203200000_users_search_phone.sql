-- Manage Users finds a user by their phone as the card shows it ('+91 98765 43210') or with spaces or dashes
-- anywhere ('98765-43210'), as the orders' search does: the digits are matched, not the spaces (found walking
-- the back office: the card's own format found nobody). Otherwise the function is as it was.
create or replace function public.admin_users_page(search text default '', page integer default 1, page_size integer default 12)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  pattern text := private.contains_pattern(search);
  -- A phone as the card shows it ('+91 98765 43210') or typed with dashes: its digits, as the orders'
  -- search reads them (private.order_search_text); any other search is as typed.
  phone_pattern text := private.contains_pattern(private.order_search_text(search));
  prefix text := case when btrim(coalesce(search, '')) = '' then null
    else replace(replace(replace(lower(btrim(search)), '\', '\\'), '%', '\%'), '_', '\_') || '%' end;
  size integer := least(greatest(coalesce(page_size, 12), 1), 1000);
  skip integer := (greatest(coalesce(page, 1), 1) - 1) * least(greatest(coalesce(page_size, 12), 1), 1000);
  total integer;
  found_rows jsonb;
begin
  perform private.require_admin();
  with matched as (
    select p.id, p.created_at from public.profiles p
     where pattern is null
        or p.phone ilike phone_pattern
        or p.id::text like prefix
        or exists (select 1 from auth.users u where u.id = p.id and u.email ilike pattern)
        or exists (select 1 from public.delivery_addresses d join public.collectibles c on c.id = d.collectible_id
                    where d.user_id = p.id
                      and (c.name ilike pattern or d.full_name ilike pattern or d.phone ilike phone_pattern or d.id::text like prefix))
  ), page_rows as (
    select * from matched order by created_at desc, id desc offset skip limit size
  )
  select (select count(*) from matched),
         coalesce((select jsonb_agg(jsonb_build_object(
           'id', p.id, 'phone', p.phone, 'email', nullif(u.email, ''), 'is_admin', p.is_admin, 'created_at', p.created_at,
           'total_orders', (select count(*) from public.delivery_addresses d where d.user_id = p.id),
           'total_collectibles', (select count(*) from public.collectibles c where c.user_id = p.id),
           'last_active', coalesce((select max(d.created_at) from public.delivery_addresses d where d.user_id = p.id), p.created_at),
           'recent_orders', coalesce((
             select jsonb_agg(jsonb_build_object('id', r.id, 'item_name', r.item_name, 'created_at', r.created_at, 'status', r.status)
                    order by r.created_at desc)
               from (select d.id, c.name as item_name, d.created_at, d.status
                       from public.delivery_addresses d join public.collectibles c on c.id = d.collectible_id
                      where d.user_id = p.id order by d.created_at desc limit 3) r), '[]'::jsonb))
           order by m.created_at desc, m.id desc)
           from page_rows m join public.profiles p on p.id = m.id left join auth.users u on u.id = p.id), '[]'::jsonb)
    into total, found_rows;
  return jsonb_build_object('total', total, 'rows', found_rows);
end;
$$;
