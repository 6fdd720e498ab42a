-- After payment, orders (issue 49): cancelling a paid order revokes its certificate in the same
-- transaction. The piece goes back on sale when its order is cancelled, and a resold coin must not carry
-- two certificates in force: /verify/{code} then reads 'This certificate has been revoked' with the date.
-- The body is 20261125400200's, with the revocation beside the credit note.
create or replace function private.issue_order_documents() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.payment_status = 'paid' and old.payment_status is distinct from 'paid' then
    if not exists (select 1 from private.invoices i where i.order_id = new.id and i.kind = 'invoice') then
      perform private.issue_invoice(new.id, coalesce(new.paid_at, now()));
    end if;
    if not exists (select 1 from private.certificates c where c.order_id = new.id and c.revoked_at is null) then
      perform private.issue_certificate(new.id, auth.uid());
    end if;
  end if;
  if new.status = 'cancelled' and old.status is distinct from 'cancelled' and new.payment_status = 'paid' then
    perform private.issue_credit_note(new.id, now());
    update private.certificates c
       set revoked_at = now(), revoked_reason = 'The order was cancelled', revoked_by = auth.uid()
     where c.order_id = new.id and c.revoked_at is null;
  end if;
  return null;
end;
$$;
