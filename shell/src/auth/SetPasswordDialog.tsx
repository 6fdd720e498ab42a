import { useState } from 'react';
import { useForm, useFormSubmit, zodResolver, FormError } from '@sikka/shared/forms';
import { Button, Dialog, Field, Input } from '@sikka/shared/ui';
import { setNewPassword } from '../api/auth';
import { authErrorMessage } from './authErrorMessage';
import { NEW_PASSWORD_HINT, newPasswordSchema, type NewPasswordInput, type NewPasswordValues } from './passwordSchemas';
import type { PasswordRecovery } from '@sikka/shared/session';
import styles from './SignInDialog.module.css';

export const SET_PASSWORD_TITLE = 'Set a new password';
export const PASSWORD_CHANGED = 'Your password has been changed. You are signed in.';

export interface SetPasswordDialogProps {
  recovery: Exclude<PasswordRecovery, { kind: 'none' }>;
  onClose(): void;
  /** A failed link: open 'Forgot password?' to ask for a new one. */
  onAskAgain(): void;
}

/**
 * The recovery link's landing (spec §4 'password recovery'): a new password for the session the link
 * opened, or, when GoTrue refused the link (reused, expired), why, and the way to a new one.
 */
export function SetPasswordDialog({ recovery, onClose, onAskAgain }: SetPasswordDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={SET_PASSWORD_TITLE} size="sm">
      {recovery.kind === 'linkFailed' ? (
        <div className={styles.form}>
          <p role="alert" className={styles.failure}>
            {recovery.message}
          </p>
          <Button fullWidth onClick={onAskAgain}>
            Ask for a new link
          </Button>
        </div>
      ) : (
        <NewPasswordForm onDone={onClose} />
      )}
    </Dialog>
  );
}

function NewPasswordForm({ onDone }: { onDone(): void }) {
  const form = useForm<NewPasswordInput, unknown, NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const { register } = form;
  const { errors, isSubmitting } = form.formState;
  const failure = errors.root?.message;
  const [changed, setChanged] = useState(false);

  const submit = useFormSubmit(
    form,
    async ({ password }) => {
      await setNewPassword(password);
      setChanged(true);
    },
    authErrorMessage,
  );

  if (changed)
    return (
      <div className={styles.form}>
        <p role="status" className={styles.notice}>
          {PASSWORD_CHANGED}
        </p>
        <Button fullWidth onClick={onDone} autoFocus>
          Continue
        </Button>
      </div>
    );
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={isSubmitting}>
      <FormError message={failure} className={styles.failure} />
      <Field label="New password" error={errors.password?.message} hint={NEW_PASSWORD_HINT} required>
        <Input type="password" autoComplete="new-password" autoFocus {...register('password')} />
      </Field>
      <Field label="Confirm new password" error={errors.confirm?.message} required>
        <Input type="password" autoComplete="new-password" {...register('confirm')} />
      </Field>
      <Button type="submit" fullWidth aria-disabled={isSubmitting || undefined}>
        {isSubmitting ? 'Saving...' : 'Save new password'}
      </Button>
    </form>
  );
}
