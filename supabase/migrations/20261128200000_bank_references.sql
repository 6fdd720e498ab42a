-- Bank references (issue 49): "I have paid" takes the reference of the way the buyer paid, in that
-- network's format, not only the 12-digit UPI UTR.
--
--   upi   the UPI UTR (UPI Ref. No.): 12 digits                         e.g. 612345678901
--   imps  the IMPS reference (RRN): 12 digits                           e.g. 633212345678
--   neft  the NEFT UTR: RBI's 16 characters (bank code, N, date, sequence); banks also show longer forms
--         with the full date, up to 22: 16 to 22 letters and digits, a letter first and a digit in it
--                                                                       e.g. HDFCN52026112812345
--   rtgs  the RTGS UTR: 22 characters, the sending bank's 4 letters, R, then 17 letters and digits
--                                                                       e.g. SBINR52026112800012345
--
-- A UPI order (up to the UPI cap) is paid by UPI; a bank-transfer order by NEFT, RTGS or IMPS, which the
-- buyer picks. The shared rule is @sikka/shared/domain/orders paymentReference.ts; the backend test checks
-- the same samples against both. References are kept without spaces, in capitals; one reference belongs
-- to one order (the unique index of 20261125100000 stands).

create function private.payment_reference_problem(method text, reference text) returns text
language sql
immutable
set search_path = ''
as $$
  select case method
    when 'upi' then case when reference ~ '^[0-9]{12}$' then null else 'utr_invalid' end
    when 'imps' then case when reference ~ '^[0-9]{12}$' then null else 'imps_reference_invalid' end
    when 'neft' then case when reference ~ '^[A-Z][A-Z0-9]{15,21}$' and reference ~ '[0-9]' then null
                          else 'neft_reference_invalid' end
    when 'rtgs' then case when reference ~ '^[A-Z]{4}R[A-Z0-9]{17}$' then null else 'rtgs_reference_invalid' end
    else 'transfer_method_required'
  end
$$;

-- A reference as the buyer may type it: spaces (apps group the digits) dropped, letters in capitals.
create function private.normalize_payment_reference(reference text) returns text
language sql
immutable
set search_path = ''
as $$
  select upper(regexp_replace(coalesce(reference, ''), '\s', '', 'g'))
$$;

alter table public.delivery_addresses drop constraint delivery_addresses_utr_12_digits;
alter table public.delivery_addresses
  -- How the buyer paid, as they said with the reference: the network whose format the reference has.
  add column payment_reference_method text
    constraint delivery_addresses_reference_method_known check (payment_reference_method in ('upi', 'neft', 'rtgs', 'imps')),
  add constraint delivery_addresses_utr_format check (utr ~ '^([0-9]{12}|[A-Z][A-Z0-9]{15,21})$'),
  add constraint delivery_addresses_utr_fits_method check (
    payment_reference_method is null or private.payment_reference_problem(payment_reference_method, utr) is null);

-- The references given before this migration were all 12 digits: UPI's, or IMPS's on a bank transfer.
update public.delivery_addresses
   set payment_reference_method = case when payment_method = 'upi' then 'upi' else 'imps' end
 where utr is not null;

-- The words of each refusal (the same texts as @sikka/shared/domain/errors).
create function private.refuse_payment_reference(key text) returns void
language plpgsql
immutable
set search_path = ''
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
    else key
  end;
end;
$$;

-- "I have paid", as in 20261125300000_order_page.sql, with the way the buyer paid. `method` may be left
-- out: a UPI order is paid by UPI; a bank transfer without it (a page from before this change) is read
-- from the reference's shape (12 digits IMPS, the RTGS shape RTGS, else NEFT).
drop function private.take_payment(uuid, text);
create function private.take_payment(target_id uuid, utr text, method text default null) returns public.delivery_addresses
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  reference text := private.normalize_payment_reference(take_payment.utr);
  chosen text := nullif(lower(btrim(coalesce(take_payment.method, ''))), '');
  target public.delivery_addresses;
  problem text;
begin
  select d.* into target from public.delivery_addresses d where d.id = take_payment.target_id for update;
  if not found then
    raise exception using errcode = 'P0001', hint = 'order_not_found', message = 'Order not found';
  end if;
  if target.payment_method = 'upi' then
    if chosen is not null and chosen <> 'upi' then
      perform private.refuse_payment_reference('payment_method_mismatch');
    end if;
    chosen := 'upi';
  elsif chosen is null then
    chosen := case when reference ~ '^[0-9]{12}$' then 'imps'
                   when reference ~ '^[A-Z]{4}R[A-Z0-9]{17}$' then 'rtgs'
                   else 'neft' end;
  elsif chosen not in ('neft', 'rtgs', 'imps') then
    perform private.refuse_payment_reference('transfer_method_required');
  end if;
  problem := private.payment_reference_problem(chosen, reference);
  if problem is not null then
    perform private.refuse_payment_reference(problem);
  end if;
  if target.status <> 'received' or target.payment_status not in ('unpaid', 'rejected') then
    raise exception using errcode = 'P0001', hint = 'order_not_awaiting_payment',
      message = 'This order is no longer waiting for a payment';
  end if;
  if exists (select 1 from public.delivery_addresses d where d.utr = reference and d.id <> target.id) then
    perform private.refuse_payment_reference('utr_used');
  end if;
  update public.delivery_addresses d
     set utr = reference, payment_reference_method = chosen, payment_status = 'submitted',
         payment_submitted_at = now(), payment_rejection_reason = null, hold_expires_at = null
   where d.id = target.id
  returning d.* into target;
  return target;
end;
$$;
revoke all on function private.take_payment(uuid, text, text) from public;

drop function public.submit_payment(uuid, text);
create function public.submit_payment(order_id uuid, utr text, method text default null) returns public.delivery_addresses
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  target_id uuid;
begin
  if auth.uid() is null then
    perform private.refuse('not_authenticated');
  end if;
  select d.id into target_id from public.delivery_addresses d
   where d.id = submit_payment.order_id and d.user_id = auth.uid();
  if not found then
    raise exception using errcode = 'P0001', hint = 'order_not_found', message = 'Order not found';
  end if;
  return private.take_payment(target_id, submit_payment.utr, submit_payment.method);
end;
$$;
revoke all on function public.submit_payment(uuid, text, text) from public;
grant execute on function public.submit_payment(uuid, text, text) to authenticated, service_role;

drop function public.submit_order_payment(text, text);
create function public.submit_order_payment(token text, utr text, method text default null) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  target_id uuid;
begin
  select d.id into target_id from public.delivery_addresses d where d.access_token = submit_order_payment.token;
  if not found then
    raise exception using errcode = 'P0001', hint = 'order_not_found', message = 'Order not found';
  end if;
  perform private.take_payment(target_id, submit_order_payment.utr, submit_order_payment.method);
end;
$$;
revoke all on function public.submit_order_payment(text, text, text) from public;
grant execute on function public.submit_order_payment(text, text, text) to anon, authenticated, service_role;
