import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_TEXTS } from '@sikka/shared/domain/errors';
import { ContactVerification } from './ContactVerification';

const wrongCode = { code: 'P0001', message: 'wrong', hint: 'contact_code_wrong' };

function renderStep(verifyCode: (email: string, code: string) => Promise<unknown>) {
  const onVerified = vi.fn();
  const requestCode = vi.fn(async (_email: string) => {});
  render(
    <ContactVerification
      initialEmail="asha@example.com"
      requestCode={requestCode}
      verifyCode={verifyCode}
      onVerified={onVerified}
    />,
  );
  return { onVerified, requestCode };
}

describe('the one-time code step (issue 49)', () => {
  it('says a wrong code plainly, keeps it as typed, and places nothing', async () => {
    const user = userEvent.setup();
    const { onVerified, requestCode } = renderStep(vi.fn(() => Promise.reject(wrongCode)));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(requestCode).toHaveBeenCalledWith('asha@example.com');
    await user.type(await screen.findByLabelText('Code from the e-mail'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_TEXTS.contact_code_wrong);
    expect(screen.getByLabelText('Code from the e-mail')).toHaveValue('123456');
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('turns both buttons off while the code is checked, then places the order', async () => {
    const user = userEvent.setup();
    let checked = () => {};
    const { onVerified } = renderStep(vi.fn(() => new Promise<void>((done) => (checked = done))));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code from the e-mail'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm and place order' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Confirm and place order/ })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    checked();
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
