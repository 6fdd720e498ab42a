import { useEffect, useState } from 'react';
import { FormError } from '@sikka/shared/forms';
import { useAction } from '@sikka/shared/async';
import {
  fetchGuestOrdersToJoin,
  forgetOrderTokens,
  type GuestOrderToJoin,
  guestOrderTokens,
  joinGuestOrders,
  orderLabel,
} from '@sikka/shared/domain/orders';
import { formatDate, formatInr } from '@sikka/shared/format';
import { Button, Dialog } from '@sikka/shared/ui';
import {
  ADD_TO_ACCOUNT,
  dismissedFor,
  dismissFor,
  GUEST_ORDERS_TITLE,
  JOIN_FAILED,
  NOT_MINE,
  tokensToForget,
} from './guestOrdersPrompt';
import styles from './SignInDialog.module.css';

/**
 * Once a person is signed in, lists the guest orders placed in this browser that would join their
 * account (item, date, total) and asks: 'Add to my account' moves them (join_guest_orders), 'Not mine'
 * leaves them out and forgets them on this device (issue 50). Nothing joins without an answer.
 */
export function GuestOrdersPrompt({ accountId }: { accountId: string }) {
  const [offered, setOffered] = useState<GuestOrderToJoin[]>([]);

  useEffect(() => {
    setOffered([]);
    const kept = guestOrderTokens();
    if (kept.length === 0 || dismissedFor(accountId)) return;
    let current = true;
    fetchGuestOrdersToJoin(kept)
      .then((orders) => {
        if (!current) return;
        forgetOrderTokens(tokensToForget(kept, orders));
        setOffered(orders);
      })
      // Nothing is lost: the links stay, and the next sign-in or visit asks again.
      .catch((error: unknown) => console.warn('[shell] the guest orders of this device could not be read', error));
    return () => {
      current = false;
    };
  }, [accountId]);

  const tokens = offered.map((order) => order.access_token);
  const settle = () => {
    forgetOrderTokens(tokens);
    setOffered([]);
  };

  const addToAccount = useAction(
    async () => {
      await joinGuestOrders(tokens);
      settle();
    },
    (error) => {
      console.error('[shell] adding the guest orders failed', error);
      return JOIN_FAILED;
    },
  );
  const busy = addToAccount.pending;
  const failure = addToAccount.failure;

  return (
    <Dialog
      title={GUEST_ORDERS_TITLE}
      open={offered.length > 0}
      onOpenChange={(open) => {
        if (open) return;
        dismissFor(accountId);
        setOffered([]);
      }}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={settle}>
            {NOT_MINE}
          </Button>
          <Button disabled={busy} onClick={() => void addToAccount.run()}>
            {ADD_TO_ACCOUNT}
          </Button>
        </>
      }
    >
      <FormError message={failure} className={styles.failure} />
      <p>
        {offered.length === 1 ? 'This order was' : 'These orders were'} placed in this browser without signing in. Add{' '}
        {offered.length === 1 ? 'it' : 'them'} to your account only if {offered.length === 1 ? 'it is' : 'they are'} yours.
      </p>
      <ul className={styles.guestOrders} aria-label="Orders that would join your account">
        {offered.map((order) => (
          <li key={order.access_token}>
            <strong>{order.item_name}</strong>
            <span>
              {orderLabel(order.reference)} · {formatDate(order.created_at)} · {formatInr(order.total)}
            </span>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
