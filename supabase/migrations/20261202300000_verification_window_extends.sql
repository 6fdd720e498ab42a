-- A submitted reference extends the hold, never shortens it (issue 49, found by its audit).
--
-- 20261128100300 set the hold to verification_hold_hours from the submission, whatever it was before.
-- A bank transfer placed on a Friday morning is held until Monday 23:59 IST; its reference submitted
-- at once then moved the deadline back to Sunday morning, and the order was cancelled as unverified
-- before the shop's first working day. The hold is now the later of the two: the window it had, and
-- the verification window from the submission.

create or replace function private.hold_for_payment_state() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.shop_settings;
begin
  select s.* into settings from private.shop_settings s;
  if new.payment_status = 'submitted' then
    new.hold_expires_at := greatest(now() + make_interval(hours => settings.verification_hold_hours),
                                    old.hold_expires_at);
  elsif new.payment_status = 'rejected' and new.payment_method = 'bank_transfer' then
    new.hold_expires_at := greatest(private.bank_hold_until(now(), settings.bank_hold_business_days),
                                    coalesce(new.hold_expires_at, now()));
  end if;
  return new;
end;
$$;
