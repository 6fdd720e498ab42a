-- India Post tracking numbers are UPU S10 numbers (issue 50): the 11th character is a check digit of the
-- eight serial digits (weights 8 6 4 2 3 5 9 7; 11 - sum mod 11, 10 -> 0, 11 -> 5). 'EE123456789IN' has
-- the wrong one (5 is right) and was accepted and e-mailed to the buyer. SQL twin of isIndiaPostTracking
-- in @sikka/shared/domain/orders (shipment.ts); supabase/tests/messages-shipment.test.ts checks the same
-- samples against both.
--
-- The CHECK delivery_addresses_shipment_valid calls private.shipment_problem, so replacing the function
-- changes what it accepts from now on; rows already stored are not re-checked (no real India Post number
-- fails its own check digit; the demo seed's two numbers are corrected in the same change).

create or replace function private.shipment_problem(carrier text, tracking text, insured_value bigint) returns text
language sql
immutable
set search_path = ''
as $$
  -- The SQL twin of shipmentProblems() in @sikka/shared/domain/orders (shipment.ts).
  select case
    when carrier is null and tracking is null and insured_value is null then null
    when nullif(btrim(coalesce(carrier, '')), '') is null or char_length(btrim(carrier)) > 60 then 'shipment_carrier_required'
    when coalesce(tracking, '') = '' then 'shipment_tracking_required'
    when btrim(carrier) in ('India Post Speed Post', 'India Post Registered Post')
         and tracking !~ '^[A-Z]{2}[0-9]{9}IN$' then 'shipment_tracking_india_post'
    -- The check digit, computed here rather than in a helper: the CHECK constraint runs this as the
    -- writing role, which may not use schema private. The inner CASE reads the digits only of the right shape.
    when btrim(carrier) in ('India Post Speed Post', 'India Post Registered Post')
         and case when tracking !~ '^[A-Z]{2}[0-9]{9}IN$' then false else substr(tracking, 11, 1)::integer <> (
           select case check_digit when 10 then 0 when 11 then 5 else check_digit end
             from (select 11 - sum(substr(tracking, 2 + i::integer, 1)::integer * w) % 11 as check_digit
                     from unnest(array[8, 6, 4, 2, 3, 5, 9, 7]) with ordinality as weights(w, i)) as s10) end
         then 'shipment_tracking_check_digit'
    when btrim(carrier) not in ('India Post Speed Post', 'India Post Registered Post')
         and tracking !~ '^[A-Z0-9-]{4,40}$' then 'shipment_tracking_invalid'
    when insured_value is null or insured_value < 0 or insured_value > 2147483647 then 'shipment_insured_value_invalid'
  end
$$;

-- The same refusal texts as shipmentProblems (SHIPMENT_TEXTS), with the check digit's and a valid example.
create or replace function public.mark_order_fulfilled(order_id uuid, carrier text, tracking text, insured_value integer default null)
returns public.delivery_addresses
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  name text := btrim(coalesce(carrier, ''));
  number text := upper(regexp_replace(coalesce(tracking, ''), '\s', '', 'g'));
  target public.delivery_addresses;
  insured bigint;
  problem text;
begin
  perform private.require_admin();
  select d.* into target from public.delivery_addresses d where d.id = mark_order_fulfilled.order_id for update;
  if not found then
    raise exception using errcode = 'P0001', hint = 'order_not_found', message = 'Order not found';
  end if;
  if target.status <> 'received' then
    raise exception using errcode = 'P0001', hint = 'order_status_transition',
      message = format('An order that is %s cannot be marked fulfilled', target.status);
  end if;
  insured := coalesce(mark_order_fulfilled.insured_value::bigint, least(target.total, 2147483647));
  problem := private.shipment_problem(name, number, insured);
  if problem is not null then
    raise exception using errcode = 'P0001', hint = problem, message = case problem
      when 'shipment_carrier_required' then 'Please choose the carrier, or name the courier'
      when 'shipment_tracking_required' then 'Please enter the tracking number'
      when 'shipment_tracking_india_post' then 'An India Post tracking number has 13 characters, e.g. EE123456785IN'
      when 'shipment_tracking_check_digit' then 'This India Post tracking number’s check digit does not match: please check the number on the receipt'
      when 'shipment_tracking_invalid' then 'A tracking number has 4 to 40 letters, digits or dashes'
      else 'Please enter the insured value in whole rupees'
    end;
  end if;
  update public.delivery_addresses d
     set status = 'fulfilled', shipment_carrier = name, shipment_tracking = number,
         shipment_insured_value = insured::integer, shipped_at = now()
   where d.id = target.id
  returning d.* into target;
  return target;
end;
$$;
