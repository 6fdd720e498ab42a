import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { OrderStatus } from '@sikka/shared/domain/orders';
import { MemoryRouter } from '@sikka/shared/router/fixed';
import type { AdminOrder } from '../../model/orders';
import { sampleOrder } from '../../model/orders.fixture';
import { OrderCard, type OrderCardProps } from './OrderCard';

// An order is fulfilled only with its shipment (issue 33 leftover): the card's one way to 'fulfilled' is
// 'Mark Fulfilled', which opens the shipment dialog; its direct status change cannot even name 'fulfilled'.

function renderCard(patch: Partial<AdminOrder> = { payment_status: 'paid' }) {
  const onStatusChange = vi.fn();
  const onMarkFulfilled = vi.fn(async () => {});
  render(
    <MemoryRouter>
      <OrderCard
        order={sampleOrder({ status: 'received', ...patch })}
        onStatusChange={onStatusChange}
        onMarkFulfilled={onMarkFulfilled}
        onMarkPaid={() => {}}
        onRejectPayment={async () => {}}
      />
    </MemoryRouter>,
  );
  return { onStatusChange, onMarkFulfilled };
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
