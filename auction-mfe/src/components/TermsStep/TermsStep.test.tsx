import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TermsStep } from './TermsStep';

const phone = () => screen.getByRole('textbox', { name: /Phone number/ });
const tick = () => userEvent.click(screen.getByRole('checkbox', { name: 'I accept the auction terms' }));
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Continue to bid' }));

describe('TermsStep', () => {
  it('asks for the box to be ticked, then records the acceptance', async () => {
    const onAccept = vi.fn(async () => {});
    render(<TermsStep summary="Buyer's premium 15 %" onAccept={onAccept} />);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please accept the auction terms before bidding');
    expect(onAccept).not.toHaveBeenCalled();
    await tick();
    await submit();
    expect(onAccept).toHaveBeenCalledOnce();
    expect(onAccept).toHaveBeenCalledWith(undefined);
  });

  it('asks no phone of an account that has one', () => {
    render(<TermsStep summary="Buyer's premium 15 %" onAccept={vi.fn()} />);
    expect(screen.queryByRole('textbox', { name: /Phone number/ })).not.toBeInTheDocument();
  });

  it('asks an account without a phone for one, as the Sell form does', async () => {
    const onAccept = vi.fn(async () => {});
    render(<TermsStep summary="Buyer's premium 15 %" askPhone onAccept={onAccept} />);
    expect(phone()).toHaveAttribute('inputmode', 'tel');
    expect(phone()).toHaveAttribute('aria-required', 'true');
    expect(phone()).toHaveAccessibleDescription('Format: +91XXXXXXXXXX or 10 digits');
    await tick();
    await submit();
    expect(await screen.findByText('Please add your phone number before bidding')).toBeInTheDocument();
    expect(phone()).toHaveFocus();
    await userEvent.type(phone(), '98450 1234');
    await submit();
    expect(
      await screen.findByText('Please enter a valid phone number: +91 followed by 10 digits, or 10 digits'),
    ).toBeInTheDocument();
    expect(onAccept).not.toHaveBeenCalled();
    await userEvent.clear(phone());
    await userEvent.type(phone(), ' +91 98450 12345 ');
    await submit();
    expect(onAccept).toHaveBeenCalledWith('+91 98450 12345');
  });

  it("shows the database's refusal of the phone under it, keeping what was typed", async () => {
    const onAccept = vi.fn(async () => {
      throw Object.assign(new Error('Please enter a valid phone number: +91 followed by 10 digits, or 10 digits'), {
        code: 'P0001',
        hint: 'bid_phone_invalid',
        details: '',
      });
    });
    render(<TermsStep summary="Buyer's premium 15 %" askPhone onAccept={onAccept} />);
    await userEvent.type(phone(), '9845012345');
    await tick();
    await submit();
    expect(
      await screen.findByText('Please enter a valid phone number: +91 followed by 10 digits, or 10 digits'),
    ).toBeInTheDocument();
    expect(phone()).toHaveValue('9845012345');
    expect(phone()).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'I accept the auction terms' })).toBeChecked();
  });

  it('stays focusable while it saves: busy, not disabled', async () => {
    const onAccept = vi.fn(() => new Promise<void>(() => {}));
    render(<TermsStep summary="Buyer's premium 15 %" onAccept={onAccept} />);
    await tick();
    await submit();
    const button = screen.getByRole('button', { name: /Continue to bid/ });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(onAccept).toHaveBeenCalled();
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
  });
});
