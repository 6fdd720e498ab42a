import { useState } from 'react';
import { useForm, useFormSubmit, zodResolver, FormError } from '@sikka/shared/forms';
import { Button, Field, Input } from '@sikka/shared/ui';
import { requestPasswordReset } from '../api/auth';
import { authErrorMessage } from './authErrorMessage';
import { resetRequestSchema, type ResetRequestInput, type ResetRequestValues } from './passwordSchemas';
import styles from './SignInDialog.module.css';

export const RESET_SENT =
  'If an account exists for this address, a link to set a new password is on its way. Check your e-mail (and its spam folder).';

interface ForgotPasswordFormProps {
  /** What was typed in the sign-in form, so the buyer need not type it again. */
  email?: string;
  onBack(): void;
}

/** 'Forgot password?': the recovery e-mail, with a link back to this site. */
export function ForgotPasswordForm({ email = '', onBack }: ForgotPasswordFormProps) {
  const form = useForm<ResetRequestInput, unknown, ResetRequestValues>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email },
  });
  const { errors, isSubmitting } = form.formState;
  const failure = errors.root?.message;
  const [sent, setSent] = useState(false);

  const submit = useFormSubmit(
    form,
    async ({ email: address }) => {
      await requestPasswordReset(address, `${window.location.origin}/`);
      setSent(true);
    },
    authErrorMessage,
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={isSubmitting}>
      <FormError message={failure} className={styles.failure} />
      {sent ? (
        <p role="status" className={styles.notice}>
          {RESET_SENT}
        </p>
      ) : (
        <p className={styles.intro}>Enter your account’s e-mail address and we will send you a link to set a new password.</p>
      )}
      <Field label="Email Address" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" inputMode="email" autoFocus {...form.register('email')} />
      </Field>
      <Button type="submit" fullWidth aria-disabled={isSubmitting || undefined}>
        {isSubmitting ? 'Sending...' : sent ? 'Send the link again' : 'Send reset link'}
      </Button>
      <button type="button" className={styles.toggle} onClick={onBack}>
        Back to sign in
      </button>
    </form>
  );
}
