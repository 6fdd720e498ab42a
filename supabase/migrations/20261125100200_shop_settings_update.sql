-- The shop's order limits (private.shop_settings, 20261125100000) changed without SQL access: an admin
-- (or a server job with the service_role key) sends the settings to change. The table's CHECKs are the
-- rules; unknown keys are refused. Answers the settings as they now are.
create function public.update_shop_settings(changes jsonb) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  unknown text;
  settings private.shop_settings;
begin
  if coalesce(auth.jwt() ->> 'role', '') <> 'service_role' then
    perform private.require_admin();
  end if;
  select k into unknown from jsonb_object_keys(coalesce(changes, '{}'::jsonb)) k
   where k not in ('hold_minutes', 'max_open_unpaid_orders', 'upi_cap', 'pan_threshold', 'max_order_total') limit 1;
  if unknown is not null then
    raise exception using errcode = 'P0001', hint = 'shop_setting_unknown', message = format('Unknown shop setting: %s', unknown);
  end if;
  update private.shop_settings s set
    hold_minutes = coalesce((changes ->> 'hold_minutes')::integer, s.hold_minutes),
    max_open_unpaid_orders = coalesce((changes ->> 'max_open_unpaid_orders')::integer, s.max_open_unpaid_orders),
    upi_cap = coalesce((changes ->> 'upi_cap')::bigint, s.upi_cap),
    pan_threshold = coalesce((changes ->> 'pan_threshold')::bigint, s.pan_threshold),
    max_order_total = coalesce((changes ->> 'max_order_total')::bigint, s.max_order_total)
  returning s.* into settings;
  return to_jsonb(settings) - 'id';
end;
$$;
revoke all on function public.update_shop_settings(jsonb) from public;
grant execute on function public.update_shop_settings(jsonb) to authenticated, service_role;
