import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { OrderStatus } from '@sikka/shared/domain/orders';
import { MemoryRouter } from '@sikka/shared/router';
import { sampleOrder } from '../../model/orders.fixture';
import { OrderCard, type OrderCardProps } from './OrderCard';

// An order is fulfilled only with its shipment (issue 33 leftover): the card's one way to 'fulfilled' is
// 'Mark Fulfilled', which opens the shipment dialog; its direct status change cannot even name 'fulfilled'.

function renderCard() {
  const onStatusChange = vi.fn();
  const onMarkFulfilled = vi.fn(async () => {});
  render(
    <MemoryRouter>
      <OrderCard
        order={sampleOrder({ status: 'received' })}
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
