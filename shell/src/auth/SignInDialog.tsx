import { useState } from 'react';
import { Dialog } from '@sikka/shared/ui';
import { AUTH_COPY, SignInForm, type AuthMode } from './SignInForm';

export interface SignInDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * Spec §2 "Sign-in dialog": a modal that toggles between Sign In and Create Account; it closes once
 * a session exists. Closing it forgets what was typed (the form lives inside the dialog's content).
 */
export function SignInDialog({ open, onOpenChange }: SignInDialogProps) {
  const [mode, setMode] = useState<AuthMode>('signIn');
  const changeOpen = (next: boolean) => {
    if (!next) setMode('signIn');
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={changeOpen} title={AUTH_COPY[mode].title} size="sm">
      <SignInForm mode={mode} onModeChange={setMode} onSignedIn={() => changeOpen(false)} />
    </Dialog>
  );
}
