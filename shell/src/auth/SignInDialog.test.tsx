import { useState } from 'react';
import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInDialog } from './SignInDialog';

// The auth API is the boundary of this unit: each test decides what the provider answers.
const api = vi.hoisted(() => ({ signInWithPassword: vi.fn(), signUpWithPassword: vi.fn() }));
vi.mock('../api/auth', () => api);

function renderDialog() {
  const onOpenChange = vi.fn();
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <SignInDialog
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
        />
      </>
    );
  }
  render(<Harness />);
  const dialog = () => screen.getByRole('dialog');
  const email = () => within(dialog()).getByLabelText(/Email Address/);
  const password = () => within(dialog()).getByLabelText(/Password/);
  return { onOpenChange, dialog, email, password };
}

async function fill(email: string, password: string) {
  await userEvent.type(screen.getByLabelText(/Email Address/), email);
  await userEvent.type(screen.getByLabelText(/Password/), password);
}

beforeEach(() => {
  api.signInWithPassword.mockReset();
  api.signUpWithPassword.mockReset();
});

describe('SignInDialog', () => {
  it('opens on Sign In with the two fields, and closes from its close button', async () => {
    const { dialog, email, password, onOpenChange } = renderDialog();
    expect(dialog()).toHaveAccessibleName('Sign In');
    expect(email()).toHaveFocus();
    expect(email()).toHaveAttribute('type', 'email');
    expect(password()).toHaveAttribute('type', 'password');
    expect(within(dialog()).getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'submit');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('toggles between Sign In and Create Account, keeping what was typed', async () => {
    const { dialog, email } = renderDialog();
    await userEvent.type(email(), 'collector@example.com');
    await userEvent.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    expect(dialog()).toHaveAccessibleName('Create Account');
    expect(within(dialog()).getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    expect(email()).toHaveValue('collector@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(dialog()).toHaveAccessibleName('Sign In');
  });

  it('checks the form before calling the provider', async () => {
    const { email, password } = renderDialog();
    await fill('not-an-email', '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(api.signInWithPassword).not.toHaveBeenCalled();
  });

  it('signs in, shows that it is busy, and closes once signed in', async () => {
    let finish!: () => void;
    api.signInWithPassword.mockReturnValue(
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
    );
    const { onOpenChange } = renderDialog();
    await fill(' buyer@sikka.local ', 'sikka-buyer-123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    expect(api.signInWithPassword).toHaveBeenCalledOnce();
    expect(api.signInWithPassword).toHaveBeenCalledWith({ email: 'buyer@sikka.local', password: 'sikka-buyer-123' });
    await act(async () => finish());
    await waitFor(() => expect(onOpenChange).toHaveBeenLastCalledWith(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the provider's message and keeps everything typed", async () => {
    api.signInWithPassword.mockRejectedValue(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'));
    const { email, password, onOpenChange } = renderDialog();
    await fill('buyer@sikka.local', 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(email()).toHaveValue('buyer@sikka.local');
    expect(password()).toHaveValue('wrong-password');
    expect(screen.getByRole('button', { name: 'Sign In' })).not.toHaveAttribute('aria-disabled');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("says 'Authentication failed' when the provider gives no message", async () => {
    api.signInWithPassword.mockRejectedValue(new AuthRetryableFetchError('{}', 502));
    renderDialog();
    await fill('buyer@sikka.local', 'sikka-buyer-123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed');
  });

  it('creates an account and closes once signed in', async () => {
    api.signUpWithPassword.mockResolvedValue({ signedIn: true });
    const { onOpenChange } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    await fill('new@example.com', 'a-new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenLastCalledWith(false));
    expect(api.signUpWithPassword).toHaveBeenCalledWith({ email: 'new@example.com', password: 'a-new-secret' });
    expect(api.signInWithPassword).not.toHaveBeenCalled();
  });

  it('shows an already registered e-mail as the provider says it', async () => {
    api.signUpWithPassword.mockRejectedValue(new AuthApiError('User already registered', 422, 'user_already_exists'));
    const { email } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    await fill('buyer@sikka.local', 'sikka-buyer-123');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User already registered');
    expect(email()).toHaveValue('buyer@sikka.local');
  });

  it('asks to confirm the e-mail when the project sends no session on sign-up', async () => {
    api.signUpWithPassword.mockResolvedValue({ signedIn: false });
    const { dialog, onOpenChange } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    await fill('new@example.com', 'a-new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Account created. Check your email to confirm it, then sign in.');
    expect(dialog()).toHaveAccessibleName('Sign In');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('starts afresh on Sign In when opened again', async () => {
    const { dialog, email } = renderDialog();
    await userEvent.type(email(), 'collector@example.com');
    await userEvent.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(dialog()).toHaveAccessibleName('Sign In');
    expect(email()).toHaveValue('');
  });
});
