import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TermsStep } from './TermsStep';

describe('TermsStep', () => {
  it('asks for the box to be ticked, then records the acceptance', async () => {
    const onAccept = vi.fn(async () => {});
    render(<TermsStep summary="Buyer's premium 15 %" onAccept={onAccept} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to bid' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please accept the auction terms before bidding');
    expect(onAccept).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the auction terms' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to bid' }));
    expect(onAccept).toHaveBeenCalledOnce();
  });
});
