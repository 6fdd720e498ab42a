import { useState } from 'react';
import { useForm, useFormSubmit, zodResolver, FormError } from '@sikka/shared/forms';
import { Button, Field, Input } from '@sikka/shared/ui';
import { PASSWORD_MIN } from '@sikka/shared/config';
import { signInSchema, type SignInInput, type SignInValues } from './signInSchema';
import { signInWithPassword, signUpWithPassword } from '../api/auth';
import { authErrorMessage } from './authErrorMessage';
import styles from './SignInDialog.module.css';

export type AuthMode = 'signIn' | 'signUp';

/** Texts of each mode; the toggle texts are spec §2's, word for word. */
export const AUTH_COPY = {
  signIn: { title: 'Sign In', busy: 'Signing in...', toggle: "Don't have an account? Sign up", other: 'signUp' },
  signUp: { title: 'Create Account', busy: 'Creating account...', toggle: 'Already have an account? Sign in', other: 'signIn' },
} as const satisfies Record<AuthMode, { title: string; busy: string; toggle: string; other: AuthMode }>;

/** After a sign-up on a project that confirms e-mail addresses first (no session yet). */
export const CONFIRM_EMAIL = 'Account created. Check your email to confirm it, then sign in.';

interface SignInFormProps {
  mode: AuthMode;
  onModeChange(mode: AuthMode): void;
  /** A session exists now; the session store hears of it through its auth subscription. */
  onSignedIn(): void;
  /** 'Forgot password?', with what was typed in the e-mail field. */
  onForgotPassword(email: string): void;
}

/**
 * E-mail and password for both modes. What was typed survives a failure and a mode switch: the
 * provider's message shows above the fields and the user corrects what is wrong.
 */
export function SignInForm({ mode, onModeChange, onSignedIn, onForgotPassword }: SignInFormProps) {
  const form = useForm<SignInInput, unknown, SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { register, formState, getValues, clearErrors } = form;
  const { errors, isSubmitting } = formState;
  const failure = errors.root?.message;
  const [notice, setNotice] = useState<string | null>(null);
  const copy = AUTH_COPY[mode];

  // The busy button stays focusable (aria-disabled, not disabled) so keyboard focus is not lost.
  const submit = useFormSubmit(
    form,
    async (credentials) => {
      setNotice(null);
      // Guest orders placed in this browser join the account only if the person says so: the shell's
      // GuestOrdersPrompt asks once the session is the account's (issue 50).
      if (mode === 'signIn') {
        await signInWithPassword(credentials);
      } else if (!(await signUpWithPassword(credentials)).signedIn) {
        setNotice(CONFIRM_EMAIL);
        onModeChange('signIn');
        return;
      }
      onSignedIn();
    },
    authErrorMessage,
  );

  const switchMode = () => {
    clearErrors('root');
    setNotice(null);
    onModeChange(copy.other);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={isSubmitting}>
      <FormError message={failure} className={styles.failure} />
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      {/* The first field takes focus on open, rather than the dialog's close button. */}
      <Field label="Email Address" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" inputMode="email" autoFocus {...register('email')} />
      </Field>
      <Field
        label="Password"
        error={errors.password?.message}
        hint={mode === 'signUp' ? `At least ${PASSWORD_MIN} characters` : undefined}
        required
      >
        <Input type="password" autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'} {...register('password')} />
      </Field>
      {mode === 'signIn' && (
        <button
          type="button"
          className={`${styles.toggle} ${styles.forgot}`}
          onClick={() => onForgotPassword(getValues('email').trim())}
        >
          Forgot password?
        </button>
      )}
      <Button type="submit" fullWidth aria-disabled={isSubmitting || undefined}>
        {isSubmitting ? copy.busy : copy.title}
      </Button>
      <button type="button" className={styles.toggle} onClick={switchMode}>
        {copy.toggle}
      </button>
    </form>
  );
}
