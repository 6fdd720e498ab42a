-- A verified contact holds at most the per-buyer cap, counted per mailbox (issue 49, found by its audit).
--
-- place_order (20261128100200) counts a verified e-mail's open holds by the address as typed. One mailbox
-- answers to many of those: 'name+1@gmail.com', 'name+2@gmail.com', 'n.a.m.e@gmail.com' and
-- 'name@googlemail.com' all reach name@gmail.com, so one Gmail account could verify a fresh address for
-- every two holds. The holds are now counted per mailbox too: the part after '+' is dropped (sub-addressing,
-- RFC 5233, which the large providers honour), and for Gmail the dots and the googlemail.com domain.
-- The contact stays as typed (the order's e-mails go there); only the count reads the mailbox.

create function private.contact_mailbox(channel text, contact text) returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when channel = 'email' and position('@' in coalesce(contact, '')) > 1 then (
      select case when domain in ('gmail.com', 'googlemail.com') then replace(box, '.', '') || '@gmail.com'
                  else box || '@' || domain end
        from (select split_part(split_part(lower(btrim(contact)), '@', 1), '+', 1) as box,
                     split_part(lower(btrim(contact)), '@', 2) as domain) parts)
    else lower(btrim(coalesce(contact, '')))
  end
$$;

create index order_holds_mailbox_idx on private.order_holds (private.contact_mailbox(channel, contact))
  where contact is not null;

-- As each hold vouched for by a contact is recorded (the last step of place_order, in its transaction):
-- past the per-buyer cap of open holds for that mailbox, the order is refused as place_order refuses a
-- contact's own address past it. Holds of one mailbox take turns here.
create function private.limit_holds_per_mailbox() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  mailbox text := private.contact_mailbox(new.channel, new.contact);
begin
  if new.contact is null then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtext('sikka-hold-mailbox:' || new.channel || ':' || mailbox));
  if (select count(*) from private.order_holds h join public.delivery_addresses d on d.id = h.order_id
       where private.contact_mailbox(h.channel, h.contact) = mailbox and h.contact is not null
         and h.order_id <> new.order_id
         and d.status = 'received' and d.payment_status <> 'paid')
     >= (select s.max_open_unpaid_orders from private.shop_settings s) then
    raise exception using errcode = 'P0001', hint = 'order_unpaid_limit',
      message = 'You already have orders waiting for payment. Pay for them, or let them expire, before ordering more.';
  end if;
  return new;
end;
$$;

create trigger order_holds_limit_per_mailbox
  before insert on private.order_holds
  for each row execute function private.limit_holds_per_mailbox();
