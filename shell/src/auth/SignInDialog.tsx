import { useState } from 'react';
import { Dialog } from '@sikka/shared/ui';
import { AUTH_COPY, SignInForm, type AuthMode } from './SignInForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';

/** The dialog's three faces: the spec's two modes, and 'Forgot password?' (issue 33). */
export type SignInView = AuthMode | 'forgot';

export const FORGOT_TITLE = 'Reset your password';

export interface SignInDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Where it opens: 'forgot' when a failed recovery link asks for a new one. */
  initialView?: SignInView;
}

/**
 * Spec §2 "Sign-in dialog": a modal that toggles between Sign In and Create Account; it closes once
 * a session exists. Closing it forgets what was typed (the form lives inside the dialog's content).
 * 'Forgot password?' sends the recovery e-mail from the same dialog.
 */
export function SignInDialog({ open, onOpenChange, initialView = 'signIn' }: SignInDialogProps) {
  const [view, setView] = useState<SignInView>(initialView);
  const [typedEmail, setTypedEmail] = useState('');
  const changeOpen = (next: boolean) => {
    if (!next) setView('signIn');
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={changeOpen} title={view === 'forgot' ? FORGOT_TITLE : AUTH_COPY[view].title} size="sm">
      {view === 'forgot' ? (
        <ForgotPasswordForm email={typedEmail} onBack={() => setView('signIn')} />
      ) : (
        <SignInForm
          mode={view}
          onModeChange={setView}
          onSignedIn={() => changeOpen(false)}
          onForgotPassword={(email) => {
            setTypedEmail(email);
            setView('forgot');
          }}
        />
      )}
    </Dialog>
  );
}
