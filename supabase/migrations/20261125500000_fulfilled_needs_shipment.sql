-- An order is fulfilled only with its shipment recorded (issue 33 leftover). 'Mark Fulfilled' records the
-- parcel through public.mark_order_fulfilled, which sets status, carrier, tracking number and insured value
-- in one UPDATE; but the admins' column grant `update (status)` (20240315000500_row_level_security.sql) also
-- let a plain `update delivery_addresses set status = 'fulfilled'` through, with no shipment at all.
-- This trigger refuses that second path, as guard_order_update refuses a backward move: same SQLSTATE
-- (P0001), a machine key in hint, a sentence in message. It looks at the row as it will be written, so
-- mark_order_fulfilled (which writes the shipment in the same UPDATE) passes, and so does a change of any
-- other kind (payment, a return) on an order fulfilled before shipments were recorded (the seed's).
create function private.require_shipment_to_fulfil() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'fulfilled' and old.status is distinct from 'fulfilled'
     and (nullif(btrim(coalesce(new.shipment_carrier, '')), '') is null
          or nullif(btrim(coalesce(new.shipment_tracking, '')), '') is null
          or new.shipment_insured_value is null) then
    raise exception using errcode = 'P0001', hint = 'order_shipment_required',
      message = 'An order is marked fulfilled only with its shipment: use Mark Fulfilled to record the carrier and tracking number';
  end if;
  return new;
end;
$$;

-- Named after delivery_addresses_guard_update so it runs after it (triggers fire in name order): a
-- backward move (cancelled → fulfilled) is still refused as order_status_transition, not as this.
create trigger delivery_addresses_guard_zshipment
  before update of status on public.delivery_addresses
  for each row execute function private.require_shipment_to_fulfil();
