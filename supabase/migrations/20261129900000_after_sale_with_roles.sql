-- Issues 46 and 51 built side by side: each rewrote the outbox's list of known templates, the later one
-- without the other's. The list is the union: the staff invitation (issue 51) and the after-sale mails
-- (issue 46). And the after-sale tables join the activity log: a return's steps and a refund recorded by
-- staff are changes with who, when and the values before and after (issue 51's log, issue 46's actions).
alter table public.outbox drop constraint outbox_template_known;
alter table public.outbox add constraint outbox_template_known check (template in (
  'order_placed', 'payment_confirmed', 'payment_rejected', 'order_shipped', 'order_cancelled', 'order_expired',
  'shop_new_order', 'shop_utr_submitted', 'shop_new_submission', 'contact_code', 'order_payment_unverified',
  'shop_payment_unverified', 'staff_invite', 'shop_return_requested', 'return_approved', 'return_declined',
  'shop_return_shipped', 'refund_sent'));

create trigger log_activity after insert or update or delete on public.order_returns
  for each row execute function private.log_activity('return',
    'status=approved:return.approved', 'status=declined:return.declined', 'status=received:return.received');
create trigger log_activity after insert or update or delete on public.order_refunds
  for each row execute function private.log_activity('refund');
