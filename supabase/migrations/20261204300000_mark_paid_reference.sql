-- 'Mark paid' on an order whose buyer gave no reference (issue 49's leftover): staff may give the bank
-- reference they see on the statement, kept as the buyer's would be (utr, payment_reference_method), so the
-- order card, the CSV and a later refund show which credit paid it. Optional: a payment confirmed some other
-- way (a call to the bank) is still marked paid without one. Checked as the buyer's: the order's way of paying
-- decides the format (a UPI order: the 12-digit UTR; a bank transfer: NEFT, RTGS or IMPS by its shape), and a
-- reference another order carries is refused.

create or replace function private.refuse_payment_reference(key text) returns void
  language plpgsql immutable set search_path = ''
as $$
begin
  raise exception using errcode = 'P0001', hint = key, message = case key
    when 'utr_invalid' then 'The UTR is the 12-digit reference of your payment: digits only'
    when 'imps_reference_invalid' then 'The IMPS reference is the 12-digit number your bank shows for the transfer: digits only'
    when 'neft_reference_invalid' then 'The NEFT reference (UTR) is 16 to 22 letters and digits, starting with a letter, e.g. HDFCN52026112812345'
    when 'rtgs_reference_invalid' then 'The RTGS reference (UTR) is 22 letters and digits: the bank’s 4 letters, then R, e.g. SBINR52026112800012345'
    when 'transfer_method_required' then 'Please choose how you paid: NEFT, RTGS or IMPS'
    when 'payment_method_mismatch' then 'This order is paid by UPI: please give the 12-digit UTR of your UPI payment'
    when 'utr_used' then 'This UTR has already been used for another order'
    when 'payment_reference_given' then 'The buyer has already given this payment’s reference'
    else key
  end;
end;
$$;

-- The reference of a payment to an order, as it is kept, and its way (upi, neft, rtgs or imps); refused in
-- the buyer's words when it does not fit the order's way of paying. One rule for "I have paid" and 'Mark paid'.
create function private.checked_payment_reference(
  target public.delivery_addresses, utr text, method text, out reference text, out way text
)
language plpgsql stable set search_path = ''
as $$
declare
  problem text;
begin
  reference := private.normalize_payment_reference(checked_payment_reference.utr);
  way := nullif(lower(btrim(coalesce(checked_payment_reference.method, ''))), '');
  if target.payment_method = 'upi' then
    if way is not null and way <> 'upi' then
      perform private.refuse_payment_reference('payment_method_mismatch');
    end if;
    way := 'upi';
  elsif way is null then
    way := case when reference ~ '^[0-9]{12}$' then 'imps'
                when reference ~ '^[A-Z]{4}R[A-Z0-9]{17}$' then 'rtgs'
                else 'neft' end;
  elsif way not in ('neft', 'rtgs', 'imps') then
    perform private.refuse_payment_reference('transfer_method_required');
  end if;
  problem := private.payment_reference_problem(way, reference);
  if problem is not null then
    perform private.refuse_payment_reference(problem);
  end if;
end;
$$;

create or replace function private.take_payment(target_id uuid, utr text, method text DEFAULT NULL::text)
 RETURNS public.delivery_addresses
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  target public.delivery_addresses;
  reference text;
  way text;
begin
  select d.* into target from public.delivery_addresses d where d.id = take_payment.target_id for update;
  if not found then
    raise exception using errcode = 'P0001', hint = 'order_not_found', message = 'Order not found';
  end if;
  select c.reference, c.way into reference, way
    from private.checked_payment_reference(target, take_payment.utr, take_payment.method) c;
  if target.status <> 'received' or target.payment_status not in ('unpaid', 'rejected') then
    raise exception using errcode = 'P0001', hint = 'order_not_awaiting_payment',
      message = 'This order is no longer waiting for a payment';
  end if;
  if exists (select 1 from public.delivery_addresses d where d.utr = reference and d.id <> target.id) then
    perform private.refuse_payment_reference('utr_used');
  end if;
  update public.delivery_addresses d
     set utr = reference, payment_reference_method = way, payment_status = 'submitted',
         payment_submitted_at = now(), payment_rejection_reason = null, hold_expires_at = null
   where d.id = target.id
  returning d.* into target;
  return target;
end;
$function$;

drop function public.mark_order_paid(uuid);
create function public.mark_order_paid(order_id uuid, reference text DEFAULT NULL::text)
 RETURNS public.delivery_addresses
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  target public.delivery_addresses;
  kept text;
  way text;
begin
  perform private.require_role('staff');
  select d.* into target from public.delivery_addresses d
   where d.id = mark_order_paid.order_id and d.payment_status <> 'paid' and d.status <> 'cancelled'
   for update;
  if not found then
    raise exception using errcode = 'P0001', hint = 'order_not_awaiting_payment',
      message = 'This order is no longer waiting for a payment';
  end if;
  if nullif(btrim(coalesce(mark_order_paid.reference, '')), '') is not null then
    -- A rejected reference is the buyer's mistake: staff may give the right one.
    if target.utr is not null and target.payment_status <> 'rejected' then
      perform private.refuse_payment_reference('payment_reference_given');
    end if;
    select c.reference, c.way into kept, way
      from private.checked_payment_reference(target, mark_order_paid.reference, null) c;
    if exists (select 1 from public.delivery_addresses d where d.utr = kept and d.id <> target.id) then
      perform private.refuse_payment_reference('utr_used');
    end if;
  end if;
  update public.delivery_addresses d
     set payment_status = 'paid', paid_at = now(), payment_rejection_reason = null, hold_expires_at = null,
         utr = coalesce(kept, d.utr), payment_reference_method = coalesce(way, d.payment_reference_method)
   where d.id = target.id
  returning d.* into target;
  return target;
end;
$function$;

revoke all on function private.checked_payment_reference(public.delivery_addresses, text, text) from public;
revoke all on function public.mark_order_paid(uuid, text) from public;
grant execute on function public.mark_order_paid(uuid, text) to authenticated, service_role;
