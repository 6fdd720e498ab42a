import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FulfilDialog } from './FulfilDialog';

function open(onFulfil = vi.fn(async () => {})) {
  const onOpenChange = vi.fn();
  render(<FulfilDialog open onOpenChange={onOpenChange} what="Order #0b8f5e52 from Asha Rao" total={2300} onFulfil={onFulfil} />);
  return { onFulfil, onOpenChange };
}

describe("'Mark Fulfilled' dialog (issue 33)", () => {
  it('refuses an India Post number that is not 13 characters, sends nothing and keeps it as typed', async () => {
    const { onFulfil } = open();
    const tracking = await screen.findByLabelText(/Tracking number/);
    fireEvent.change(tracking, { target: { value: 'EE12345IN' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Mark Fulfilled' }).at(-1)!);
    expect(await screen.findByText('An India Post tracking number has 13 characters, e.g. EE123456785IN')).toBeTruthy();
    expect((tracking as HTMLInputElement).value).toBe('EE12345IN');
    expect(onFulfil).not.toHaveBeenCalled();
  });

  it('sends a courier by name, the number upper-cased and the insured value starting from the total', async () => {
    const { onFulfil, onOpenChange } = open();
    fireEvent.change(await screen.findByLabelText(/Carrier/), { target: { value: 'courier' } });
    fireEvent.change(screen.getByLabelText(/Courier name/), { target: { value: 'Blue Dart' } });
    fireEvent.change(screen.getByLabelText(/Tracking number/), { target: { value: 'bd 81234' } });
    expect((screen.getByLabelText(/Insured value/) as HTMLInputElement).value).toBe('2300');
    fireEvent.click(screen.getAllByRole('button', { name: 'Mark Fulfilled' }).at(-1)!);
    await waitFor(() => expect(onFulfil).toHaveBeenCalledWith({ carrier: 'Blue Dart', tracking: 'BD81234', insuredValue: 2300 }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("shows the database's refusal and stays open with what was typed", async () => {
    const refusal = {
      code: 'P0001',
      hint: 'order_status_transition',
      message: 'An order that is cancelled cannot be marked fulfilled',
    };
    const { onOpenChange } = open(vi.fn(async () => Promise.reject(refusal)));
    fireEvent.change(await screen.findByLabelText(/Tracking number/), { target: { value: 'EE123456785IN' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Mark Fulfilled' }).at(-1)!);
    expect((await screen.findByRole('alert')).textContent).toBe(refusal.message);
    expect((screen.getByLabelText(/Tracking number/) as HTMLInputElement).value).toBe('EE123456785IN');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});

describe("'Mark Fulfilled' while saving", () => {
  it('makes both buttons not pressable (aria-disabled, so the focus stays) and says Saving... until the database answers', async () => {
    let finish = () => {};
    const onFulfil = vi.fn(() => new Promise<void>((done) => (finish = done)));
    const { onOpenChange } = open(onFulfil);
    fireEvent.change(await screen.findByLabelText(/Tracking number/), { target: { value: 'EE123456785IN' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Mark Fulfilled' }).at(-1)!);
    const saving = await screen.findByRole('button', { name: 'Saving...' });
    const notYet = screen.getByRole('button', { name: 'Not yet' });
    for (const button of [saving, notYet]) {
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toBeEnabled();
    }
    fireEvent.click(saving);
    fireEvent.click(notYet);
    expect(onFulfil).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('checks the tracking number again when the carrier changes after a refused submit', async () => {
    const { onFulfil } = open();
    fireEvent.change(await screen.findByLabelText(/Tracking number/), { target: { value: 'BD81234' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Mark Fulfilled' }).at(-1)!);
    const indiaPostShape = 'An India Post tracking number has 13 characters, e.g. EE123456785IN';
    expect(await screen.findByText(indiaPostShape)).toBeTruthy();
    // A courier's numbers have no fixed shape: naming one takes the India Post rule's message away.
    fireEvent.change(screen.getByLabelText(/Carrier/), { target: { value: 'courier' } });
    await waitFor(() => expect(screen.queryByText(indiaPostShape)).toBeNull());
    expect((screen.getByLabelText(/Tracking number/) as HTMLInputElement).value).toBe('BD81234');
    expect(onFulfil).not.toHaveBeenCalled();
  });
});

describe("'Mark Fulfilled' as it opens and asks", () => {
  it("starts on its first field, the carrier (not the header's Close)", async () => {
    open();
    await waitFor(() => expect(screen.getByLabelText(/Carrier/)).toHaveFocus());
  });

  it('shows placeholders that read as examples, not as values typed in', async () => {
    open();
    expect(await screen.findByLabelText(/Tracking number/)).toHaveAttribute('placeholder', 'e.g. EE123456785IN');
    fireEvent.change(screen.getByLabelText(/Carrier/), { target: { value: 'courier' } });
    expect(screen.getByLabelText(/Courier name/)).toHaveAttribute('placeholder', 'e.g. Blue Dart');
    expect(screen.getByLabelText(/Tracking number/)).toHaveAttribute('placeholder', 'e.g. 81234567890');
  });

  it("asks for the courier's name, under it, when 'Courier (name it)' is chosen without one", async () => {
    const { onFulfil } = open();
    fireEvent.change(await screen.findByLabelText(/Carrier/), { target: { value: 'courier' } });
    fireEvent.change(screen.getByLabelText(/Tracking number/), { target: { value: '81234567890' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Mark Fulfilled' }).at(-1)!);
    await waitFor(() => expect(screen.getByLabelText(/Courier name/)).toHaveAccessibleDescription('Please name the courier'));
    expect(screen.queryByText('Please choose the carrier, or name the courier')).toBeNull();
    expect(onFulfil).not.toHaveBeenCalled();
  });
});
