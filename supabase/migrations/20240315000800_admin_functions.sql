-- What the admin screens need that plain table reads make awkward.

-- Manage Users (spec §2, §3 "User stats"): every profile with its order count, listing count, last
-- activity (latest order, else the join date) and its 3 most recent orders, in one call instead of
-- 3 queries per user. SECURITY INVOKER: it reads through RLS like any admin query; the checks give the
-- admin screens' own messages (spec §6).
create function public.admin_user_stats()
returns table (
  id uuid,
  phone text,
  is_admin boolean,
  created_at timestamptz,
  total_orders integer,
  total_collectibles integer,
  last_active timestamptz,
  recent_orders jsonb
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
begin
  if auth.uid() is null then
    raise exception 'Not authenticated' using errcode = 'P0001';
  end if;
  if not public.is_admin() then
    raise exception 'Not authorized' using errcode = 'P0001';
  end if;

  return query
  select
    p.id,
    p.phone,
    p.is_admin,
    p.created_at,
    (select count(*)::integer from public.delivery_addresses d where d.user_id = p.id),
    (select count(*)::integer from public.collectibles c where c.user_id = p.id),
    coalesce((select max(d.created_at) from public.delivery_addresses d where d.user_id = p.id), p.created_at),
    coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', r.id, 'item_name', r.item_name, 'created_at', r.created_at, 'status', r.status)
             order by r.created_at desc)
        from (
          select d.id, c.name as item_name, d.created_at, d.status
            from public.delivery_addresses d
            join public.collectibles c on c.id = d.collectible_id
           where d.user_id = p.id
           order by d.created_at desc
           limit 3
        ) r
    ), '[]'::jsonb)
  from public.profiles p
  order by p.created_at desc;
end;
$$;

revoke all on function public.admin_user_stats() from public;
grant execute on function public.admin_user_stats() to anon, authenticated, service_role;
