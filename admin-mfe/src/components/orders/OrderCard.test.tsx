import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { OrderStatus } from '@sikka/shared/domain/orders';
import { ERROR_TEXTS } from '@sikka/shared/domain/errors';
import { MemoryRouter } from '@sikka/shared/router/fixed';
import type { AdminOrder } from '../../model/orders';
import { sampleOrder } from '../../model/orders.fixture';
import { OrderCard, type OrderCardProps } from './OrderCard';

// An order is fulfilled only with its shipment (issue 33 leftover): the card's one way to 'fulfilled' is
// 'Mark Fulfilled', which opens the shipment dialog; its direct status change cannot even name 'fulfilled'.

function renderCard(
  patch: Partial<AdminOrder> = { payment_status: 'paid' },
  onMarkPaidWith: (reference: string) => Promise<void> = vi.fn(async () => {}),
) {
  const onStatusChange = vi.fn();
  const onMarkFulfilled = vi.fn(async () => {});
  const onMarkPaid = vi.fn();
  render(
    <MemoryRouter>
      <OrderCard
        order={sampleOrder({ status: 'received', ...patch })}
        onStatusChange={onStatusChange}
        onMarkFulfilled={onMarkFulfilled}
        onMarkPaid={onMarkPaid}
        onMarkPaidWith={onMarkPaidWith}
        onRejectPayment={async () => {}}
      />
    </MemoryRouter>,
  );
  return { onStatusChange, onMarkFulfilled, onMarkPaid, onMarkPaidWith };
}

describe('OrderCard: fulfilled only with the shipment', () => {
  it("takes no 'fulfilled' as a direct status change (the database refuses it: order_shipment_required)", () => {
    type Direct = Parameters<OrderCardProps['onStatusChange']>[0];
    expectTypeOf<Direct>().toEqualTypeOf<Exclude<OrderStatus, 'fulfilled'>>();
    expectTypeOf<'fulfilled'>().not.toExtend<Direct>();
    // and at run time: the card names no other way (a status select) to reach it.
    renderCard();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getAllByRole('button', { name: /Fulfil/ }).map((b) => b.textContent)).toEqual(['Mark Fulfilled']);
  });

  it("'Mark Fulfilled' opens the shipment dialog and records the parcel, never a bare status change", async () => {
    const { onStatusChange, onMarkFulfilled } = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Mark Fulfilled' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Fulfilled' });
    expect(dialog).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Tracking number/), { target: { value: 'EE123456785IN' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Mark Fulfilled' }).at(-1)!);
    await waitFor(() => expect(onMarkFulfilled).toHaveBeenCalledWith(expect.objectContaining({ tracking: 'EE123456785IN' })));
    expect(onStatusChange).not.toHaveBeenCalled();
  });
});

describe('OrderCard: the money first (issue 49)', () => {
  const actionNames = () =>
    screen
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((name) => ['Mark paid', 'Reject payment', 'Mark Fulfilled', 'Cancel Order'].includes(name ?? ''));

  it("puts 'Mark paid' first among an unpaid order's actions", () => {
    renderCard({ payment_status: 'submitted', utr: '123456789012' });
    expect(actionNames()).toEqual(['Mark paid', 'Reject payment', 'Mark Fulfilled', 'Cancel Order']);
  });

  it("asks before fulfilling an unpaid order, naming that it is unpaid, and opens the shipment only on 'yes'", async () => {
    renderCard({ payment_status: 'unpaid' });
    fireEvent.click(screen.getByRole('button', { name: 'Mark Fulfilled' }));
    const question = await screen.findByRole('alertdialog', { name: 'Fulfil an unpaid order?' });
    expect(question.textContent).toContain('is unpaid (Unpaid): no payment has been confirmed for it');
    fireEvent.click(screen.getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Mark Fulfilled' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Mark Fulfilled' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Fulfil unpaid order' }));
    expect(await screen.findByRole('dialog', { name: 'Mark Fulfilled' })).toBeTruthy();
  });

  it('says a paid order is paid and a refund is due when it is cancelled', async () => {
    renderCard({ payment_status: 'paid', total: 2300 });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    const question = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    expect(question.textContent).toContain('This order is paid: a refund of ₹2,300 is due to the buyer');
  });

  it('says nothing of a refund when an unpaid order is cancelled', async () => {
    renderCard({ payment_status: 'unpaid' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    const question = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    expect(question.textContent).not.toContain('refund');
  });

  it("shows the buyer's e-mail", () => {
    renderCard({ email: 'asha@example.in' });
    expect(screen.getByRole('link', { name: /asha@example\.in/ }).getAttribute('href')).toBe('mailto:asha@example.in');
  });
});

describe("OrderCard: 'Mark paid' records the bank statement's reference when the buyer gave none", () => {
  const reference = () => screen.getByLabelText(/UTR from the bank statement/) as HTMLInputElement;
  const markPaid = () => fireEvent.click(screen.getAllByRole('button', { name: 'Mark paid' }).at(-1)!);

  it('asks for it, focused, checks it as the database does, and sends it as typed', async () => {
    const { onMarkPaidWith, onMarkPaid } = renderCard({ payment_status: 'unpaid', utr: null, payment_method: 'upi' });
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this order paid?' });
    expect(dialog.textContent).toContain('no UTR given');
    await waitFor(() => expect(reference()).toHaveFocus());
    fireEvent.change(reference(), { target: { value: 'HDFCN52026112812345' } });
    markPaid();
    expect(await screen.findByText(ERROR_TEXTS.utr_invalid)).toBeTruthy();
    expect(onMarkPaidWith).not.toHaveBeenCalled();
    fireEvent.change(reference(), { target: { value: ' 4321 8765 0912 ' } });
    markPaid();
    await waitFor(() => expect(onMarkPaidWith).toHaveBeenCalledWith('4321 8765 0912'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onMarkPaid).not.toHaveBeenCalled();
  });

  it('marks paid without one when none is typed', async () => {
    const { onMarkPaidWith } = renderCard({ payment_status: 'unpaid', utr: null });
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    await screen.findByRole('dialog', { name: 'Mark this order paid?' });
    markPaid();
    await waitFor(() => expect(onMarkPaidWith).toHaveBeenCalledWith(''));
  });

  it("shows the database's refusal in the dialog and keeps what was typed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = vi.fn(async () => Promise.reject({ code: 'P0001', hint: 'utr_used', message: 'x' }));
    renderCard({ payment_status: 'unpaid', utr: null }, refused);
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    await screen.findByRole('dialog', { name: 'Mark this order paid?' });
    fireEvent.change(reference(), { target: { value: '432187650912' } });
    markPaid();
    expect(await screen.findByText(ERROR_TEXTS.utr_used)).toBeTruthy();
    expect(reference().value).toBe('432187650912');
    expect(screen.getByRole('dialog', { name: 'Mark this order paid?' })).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('asks only to confirm when the buyer gave a reference still standing', async () => {
    renderCard({ payment_status: 'submitted', utr: '123456789012' });
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    const question = await screen.findByRole('alertdialog', { name: 'Mark this order paid?' });
    expect(question.textContent).toContain('UTR 123456789012');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('asks a bank transfer for its NEFT, RTGS or IMPS reference', async () => {
    renderCard({ payment_status: 'rejected', utr: 'HDFCN52026112812345', payment_method: 'bank_transfer' });
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this order paid?' });
    expect(dialog.textContent).toContain('UTR HDFCN52026112812345 (rejected)');
    const field = screen.getByLabelText(/Bank reference from the statement/);
    fireEvent.change(field, { target: { value: 'SBIN42633212345' } });
    markPaid();
    expect(await screen.findByText(ERROR_TEXTS.neft_reference_invalid)).toBeTruthy();
  });
});
