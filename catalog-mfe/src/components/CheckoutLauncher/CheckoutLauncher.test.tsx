import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { MemoryRouter } from '@sikka/shared/router/fixed';
import { CheckoutLauncher } from './CheckoutLauncher';

// The checkout remote is down for the first two loads (on hover, then the click's own retry) and
// answers on the third: RemoteSlot as the shop has it, reduced to what the launcher sees (the fallback
// with its retry, then the widget). `slot.loads` counts the slots that started loading.
const slot = vi.hoisted(() => ({ loads: 0 }));
vi.mock('@sikka/shared/federation', () => ({
  useHydrated: () => true,
  RemoteSlot({ props, fallback }: { props: { open: boolean }; fallback(retry: () => void): ReactNode }) {
    useEffect(() => {
      slot.loads += 1;
    }, []);
    const [attempt, setAttempt] = useState(0);
    if (attempt < 2) return fallback(() => setAttempt((n) => n + 1));
    return props.open ? <p>The checkout dialog</p> : null;
  },
}));

describe("the checkout's fallback (issue 28 item 23)", () => {
  it("offers 'Try again', which loads the checkout again without closing", async () => {
    render(
      <MemoryRouter initialEntries={['/e2e-coin']}>
        <CheckoutLauncher collectibleId="c0000000-0000-4000-8000-000000000001" />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Purchase Now' }));
    const unavailable = await screen.findByRole('dialog', { name: 'Checkout unavailable' });
    await user.click(within(unavailable).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The checkout dialog')).toBeInTheDocument();
  });
});

describe('when the checkout starts loading (bench:inp, Purchase Now)', () => {
  const launcher = () =>
    render(
      <MemoryRouter initialEntries={['/e2e-coin']}>
        <CheckoutLauncher collectibleId="c0000000-0000-4000-8000-000000000001" />
      </MemoryRouter>,
    );

  it('not as a finger lands on the button, but at its tap', async () => {
    slot.loads = 0;
    launcher();
    const button = screen.getByRole('button', { name: 'Purchase Now' });
    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    expect(slot.loads).toBe(0);
    fireEvent.click(button);
    // The tap is answered at once; the checkout's code is asked for in the next task.
    expect(screen.getByText('Opening checkout')).toBeInTheDocument();
    expect(slot.loads).toBe(0);
    await waitFor(() => expect(slot.loads).toBe(1));
  });

  it('early on a mouse hover', () => {
    slot.loads = 0;
    launcher();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Purchase Now' }), { pointerType: 'mouse' });
    expect(slot.loads).toBe(1);
  });

  it('early when the keyboard reaches the button', async () => {
    slot.loads = 0;
    launcher();
    await userEvent.setup().tab();
    expect(screen.getByRole('button', { name: 'Purchase Now' })).toHaveFocus();
    expect(slot.loads).toBe(1);
  });
});
