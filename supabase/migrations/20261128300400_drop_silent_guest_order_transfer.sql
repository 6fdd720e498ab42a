-- After payment, orders (issue 50): the silent way a guest's orders followed a sign-in is gone. The sign-in
-- asked the anonymous session for a transfer token (offer_guest_orders) and the account redeemed it
-- (claim_guest_orders) without asking the person; guest orders now join an account only through
-- join_guest_orders, after the person chose 'Add to my account' (20261128300200).
drop function public.claim_guest_orders(uuid);
drop function public.offer_guest_orders();
drop table private.guest_order_transfers;
