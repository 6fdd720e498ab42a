import { useState } from 'react';
import { useAsync } from '@sikka/shared/async';
import { PASSWORD_MIN } from '@sikka/shared/config';
import { errorKey, ERROR_TEXTS } from '@sikka/shared/domain/errors';
import { STAFF_ROLE_LABELS } from '@sikka/shared/domain/staff';
import { STAFF_ROLE_DUTIES } from '@sikka/shared/domain/staffInvites';
import { useForm, useFormSubmit } from '@sikka/shared/forms';
import { useSearchParams } from '@sikka/shared/router';
import { useSession, useSignOut } from '@sikka/shared/session';
import { Button, Card, EmptyState, Field, Input, PageFrame, Spinner } from '@sikka/shared/ui';
import { acceptInvitation, fetchInvitation, signInForInvitation, signUpForInvitation } from '../api/staff';
import { LoadError } from '../components/orders/LoadError';
import { firstScreenFor } from '../model/staff';
import styles from '../components/staff/Staff.module.css';

interface JoinValues {
  password: string;
  confirm: string;
}

const refusalText = (error: unknown, fallback: string) => {
  const key = errorKey(error);
  if (key) return ERROR_TEXTS[key];
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : fallback;
};

/**
 * The staff invitation's page (/admin/join?token=…, issue 51): whom it is for, then a password for that
 * address (or the account's password, if it has one), and the role is taken. The database gives the role
 * only to the holder of the link signed in with the invited address.
 */
export default function JoinPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useAsync(() => (token ? fetchInvitation(token) : Promise.resolve(null)), [token]);
  const { status, user, isAnonymous } = useSession();
  const signOut = useSignOut();
  const [hasAccount, setHasAccount] = useState(false);
  const form = useForm<JoinValues>({ defaultValues: { password: '', confirm: '' } });
  const { register, formState, setError } = form;
  const invite = invitation.status === 'ready' ? invitation.data : null;

  async function join() {
    if (!invite) return;
    const role = await acceptInvitation(token);
    // A fresh page load reads the new role into the session, and opens the first screen it may use.
    window.location.assign(firstScreenFor(role));
  }

  const submit = useFormSubmit(
    form,
    async (values) => {
      if (!invite) return;
      if (values.password.length < PASSWORD_MIN) {
        setError('password', { message: `At least ${PASSWORD_MIN} characters` }, { shouldFocus: true });
        return;
      }
      if (hasAccount) {
        await signInForInvitation(invite.email, values.password);
      } else {
        if (values.password !== values.confirm) {
          setError('confirm', { message: 'The two passwords are not the same' }, { shouldFocus: true });
          return;
        }
        try {
          await signUpForInvitation(invite.email, values.password);
        } catch (error) {
          if ((error as { code?: unknown }).code === 'user_already_exists') {
            setHasAccount(true);
            throw new Error('This address already has an account here: enter its password to join.');
          }
          throw error;
        }
      }
      await join();
    },
    (error) => refusalText(error, 'Could not join. Please try again.'),
  );

  // Signed in already with the invited address: joining is one press.
  const accept = useFormSubmit(form, join, (error) => refusalText(error, 'Could not join. Please try again.'));

  const signedInAsOther = user && !isAnonymous && invite && user.email?.toLowerCase() !== invite.email;
  const signedInAsInvitee = user && !isAnonymous && invite && user.email?.toLowerCase() === invite.email;
  const { errors, isSubmitting } = formState;
  return (
    <PageFrame title="Join the Back Office">
      {(invitation.status === 'loading' || status === 'loading') && <Spinner size="lg" label="Reading the invitation" />}
      {invitation.status === 'error' && (
        <LoadError title="Failed to read the invitation" error={invitation.error} onRetry={invitation.refetch} />
      )}
      {invitation.status === 'ready' && !invite && (
        <EmptyState
          title="This invitation is no longer valid"
          hint="It was used, withdrawn or has expired: ask the owner to invite you again."
        />
      )}
      {invite && status === 'ready' && (
        <Card padding="lg" className={styles.invite}>
          <p>
            You are invited as <strong>{STAFF_ROLE_LABELS[invite.role]}</strong> ({STAFF_ROLE_DUTIES[invite.role]}) with{' '}
            <strong>{invite.email}</strong>.
          </p>
          {signedInAsOther && (
            <>
              <p role="alert" className={styles.failure}>
                You are signed in as {user.email}. {ERROR_TEXTS.staff_invite_other_email}.
              </p>
              <Button variant="secondary" onClick={() => void signOut()}>
                Sign Out
              </Button>
            </>
          )}
          {signedInAsInvitee && (
            <form onSubmit={accept} className={styles.inviteForm} aria-label="Accept the invitation">
              {errors.root?.message && (
                <p role="alert" className={styles.failure}>
                  {errors.root.message}
                </p>
              )}
              <div className={styles.inviteActions}>
                <Button type="submit" disabled={isSubmitting}>
                  Accept the invitation
                </Button>
              </div>
            </form>
          )}
          {!signedInAsOther && !signedInAsInvitee && (
            <form onSubmit={submit} className={styles.inviteForm} noValidate aria-label="Set your password">
              {errors.root?.message && (
                <p role="alert" className={styles.failure}>
                  {errors.root.message}
                </p>
              )}
              <Field label="E-mail address">
                <Input value={invite.email} readOnly autoComplete="username" />
              </Field>
              <Field
                label={hasAccount ? 'Your password' : 'Choose a password'}
                error={errors.password?.message}
                hint={hasAccount ? undefined : `At least ${PASSWORD_MIN} characters`}
                required
              >
                <Input
                  {...register('password')}
                  type="password"
                  autoComplete={hasAccount ? 'current-password' : 'new-password'}
                />
              </Field>
              {!hasAccount && (
                <Field label="Password again" error={errors.confirm?.message} required>
                  <Input {...register('confirm')} type="password" autoComplete="new-password" />
                </Field>
              )}
              <div className={styles.inviteActions}>
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting ? 'Joining...' : hasAccount ? 'Sign in and join' : 'Set password and join'}
                </Button>
                <Button type="button" variant="ghost" onClick={() => setHasAccount((now) => !now)}>
                  {hasAccount ? 'I have no account yet' : 'I already have an account'}
                </Button>
              </div>
            </form>
          )}
        </Card>
      )}
    </PageFrame>
  );
}
