import { type KeyboardEvent, useState } from 'react';
import { useAction } from '@sikka/shared/async';
import { Button, Field, Input, Spinner } from '@sikka/shared/ui';
import { ERROR_TEXTS, errorText } from '@sikka/shared/domain/errors';
import styles from './ContactVerification.module.css';

export interface ContactVerificationProps {
  /** The e-mail already typed in the delivery form, offered first. */
  initialEmail: string;
  /** Sends a one-time code to the e-mail; rejects with the database's refusal. */
  requestCode(email: string): Promise<unknown>;
  /** Checks the code for the e-mail; rejects with the database's refusal. */
  verifyCode(email: string, code: string): Promise<unknown>;
  /** The contact is verified: place the order again, with what the form holds. */
  onVerified(): void;
}

const CODE_FAILED = 'The code could not be checked. Please try again.';
const SEND_FAILED = 'The code could not be sent. Please try again.';

/**
 * Past the shop's number of holds from one network (issue 49), a further hold needs an e-mail address
 * confirmed by a one-time code: the buyer gives the address, gets the code by e-mail and types it here,
 * and the order is placed with the delivery form as it is (it stays filled in above).
 */
export function ContactVerification({ initialEmail, requestCode, verifyCode, onVerified }: ContactVerificationProps) {
  const [email, setEmail] = useState(initialEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');

  const sending = useAction(
    async () => {
      await requestCode(email.trim());
      setSentTo(email.trim());
      setCode('');
    },
    (error) => errorText(error, SEND_FAILED),
  );
  const confirming = useAction(
    async () => {
      if (!sentTo) return;
      await verifyCode(sentTo, code);
      onVerified();
    },
    (error) => errorText(error, CODE_FAILED),
  );
  const busy = sending.pending || confirming.pending;
  // One line says what went wrong last: each step clears the other's failure when it starts.
  const send = () => {
    confirming.clearFailure();
    return sending.run();
  };
  const confirm = () => {
    sending.clearFailure();
    return confirming.run();
  };
  const problem = sending.failure ?? confirming.failure;

  // Enter acts on this step instead of submitting the delivery form around it.
  const onEnter = (action: () => Promise<void>) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void action();
  };

  return (
    <section className={styles.panel} aria-label="Confirm your e-mail address">
      <p className={styles.why}>{ERROR_TEXTS.hold_contact_required}</p>
      <Field label="E-mail for the code">
        <Input
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onKeyDown={onEnter(send)}
        />
      </Field>
      <Button
        type="button"
        variant={sentTo ? 'secondary' : 'primary'}
        onClick={() => void send()}
        disabled={busy || !email.trim()}
      >
        {sentTo ? 'Send a new code' : 'Send code'}
      </Button>
      {sentTo && (
        <>
          <p className={styles.sent} role="status">
            We sent a 6-digit code to {sentTo}. It works once, for a few minutes.
          </p>
          <Field label="Code from the e-mail">
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              onKeyDown={onEnter(confirm)}
            />
          </Field>
          <Button type="button" onClick={() => void confirm()} disabled={busy || code.trim() === ''}>
            {busy && <Spinner size="sm" label="Checking the code" />}
            Confirm and place order
          </Button>
        </>
      )}
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
    </section>
  );
}
