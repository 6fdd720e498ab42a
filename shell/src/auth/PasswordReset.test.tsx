import { AuthApiError } from '@supabase/supabase-js';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LINK_EXPIRED } from './passwordRecovery';
import { PASSWORD_CHANGED, SetPasswordDialog } from './SetPasswordDialog';
import { RESET_SENT } from './ForgotPasswordForm';
import { SignInDialog } from './SignInDialog';

const api = vi.hoisted(() => ({
  signInWithPassword: vi.fn(),
  signUpWithPassword: vi.fn(),
  requestPasswordReset: vi.fn(),
  setNewPassword: vi.fn(),
}));
vi.mock('../api/auth', () => api);

beforeEach(() => vi.clearAllMocks());

describe('Forgot password?', () => {
  it('sends the recovery e-mail for the address typed at sign-in, back to this site', async () => {
    api.requestPasswordReset.mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(<SignInDialog open onOpenChange={() => {}} />);
    await user.type(screen.getByLabelText(/Email Address/), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset your password' });
    expect(within(dialog).getByLabelText(/Email Address/)).toHaveValue('asha@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(RESET_SENT);
    expect(api.requestPasswordReset).toHaveBeenCalledWith('asha@example.com', `${window.location.origin}/`);
    await user.click(within(dialog).getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('refuses a malformed address and shows the provider’s refusal, keeping what was typed', async () => {
    api.requestPasswordReset.mockRejectedValue(
      new AuthApiError('For security purposes, you can only request this after 42 seconds.', 429, 'over_email_send_rate_limit'),
    );
    const user = userEvent.setup();
    render(<SignInDialog open onOpenChange={() => {}} initialView="forgot" />);
    const email = screen.getByLabelText(/Email Address/);
    await user.type(email, 'asha');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.requestPasswordReset).not.toHaveBeenCalled();
    await user.type(email, '@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('you can only request this after 42 seconds');
    expect(email).toHaveValue('asha@example.com');
  });
});

describe('Set a new password', () => {
  it('saves a new password typed twice alike, then says the buyer is signed in', async () => {
    api.setNewPassword.mockResolvedValue(undefined);
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<SetPasswordDialog recovery={{ kind: 'setPassword' }} onClose={onClose} onAskAgain={() => {}} />);
    await user.type(screen.getByLabelText(/^New password/), 'rupee-1835');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'rupee-1836');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The two passwords are not the same')).toBeInTheDocument();
    expect(api.setNewPassword).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'rupee-1835');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_CHANGED);
    expect(api.setNewPassword).toHaveBeenCalledWith('rupee-1835');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says a reused or expired link cannot be used, and offers a new one', async () => {
    const onAskAgain = vi.fn();
    const user = userEvent.setup();
    render(
      <SetPasswordDialog recovery={{ kind: 'linkFailed', message: LINK_EXPIRED }} onClose={() => {}} onAskAgain={onAskAgain} />,
    );
    expect(screen.getByRole('dialog', { name: 'Set a new password' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(LINK_EXPIRED);
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(onAskAgain).toHaveBeenCalled();
  });
});
