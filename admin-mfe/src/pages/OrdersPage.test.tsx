import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@sikka/shared/router/fixed';
import type { AdminOrder } from '../model/orders';
import { sampleOrder } from '../model/orders.fixture';

let orders: AdminOrder[] = [];
const change = (id: string, patch: Partial<AdminOrder>) =>
  void (orders = orders.map((order) => (order.id === id ? { ...order, ...patch } : order)));
vi.mock('../api/orders', () => ({
  fetchOrdersPage: async () => ({ rows: structuredClone(orders), total: orders.length }),
  fetchAllOrders: async () => orders,
  countPaymentsToVerify: async () => 0,
  markOrderPaid: async (id: string, reference = '') => change(id, { payment_status: 'paid', utr: reference || null }),
  markOrderFulfilled: async (id: string) => change(id, { status: 'fulfilled' }),
  rejectOrderPayment: async () => {},
  importBankStatement: async () => [],
}));
vi.mock('../api/profile', () => ({ fetchOwnDisplayName: async () => 'Asha', saveOwnDisplayName: async () => {} }));
vi.mock('../api/aftersale', async (original) => ({
  ...(await original<typeof import('../api/aftersale')>()),
  fetchAftersale: async () => new Map(),
}));
vi.mock('@sikka/shared/domain/orders', async (original) => ({
  ...(await original<typeof import('@sikka/shared/domain/orders')>()),
  updateOrderStatus: async (id: string, status: AdminOrder['status']) => change(id, { status }),
}));
const { default: OrdersPage } = await import('./OrdersPage');

function open(patch: Partial<AdminOrder>) {
  orders = [sampleOrder({ id: '0b8f5e52-0000-4000-8000-000000000001', ...patch })];
  render(
    <MemoryRouter>
      <OrdersPage />
    </MemoryRouter>,
  );
}
const card = async () => within(await screen.findByRole('article', { name: 'Order #0b8f5e52' }));

describe('Orders Dashboard: the keyboard focus stays on the order', () => {
  it("moves to 'Mark Fulfilled' once 'Mark paid' has gone with the payment", async () => {
    open({ payment_status: 'submitted', utr: '123456789012' });
    await userEvent.click((await card()).getByRole('button', { name: 'Mark paid' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark paid' }));
    await waitFor(async () => expect((await card()).queryByRole('button', { name: 'Mark paid' })).toBeNull());
    await waitFor(async () => expect((await card()).getByRole('button', { name: 'Mark Fulfilled' })).toHaveFocus());
  });

  it("moves to 'Mark Fulfilled' once an order is marked paid with the statement's reference", async () => {
    open({ payment_status: 'unpaid', utr: null });
    await userEvent.click((await card()).getByRole('button', { name: 'Mark paid' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark this order paid?' }));
    await userEvent.type(dialog.getByLabelText(/UTR from the bank statement/), '432187650912');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect((await card()).getByText('432187650912')).toBeTruthy());
    await waitFor(async () => expect((await card()).getByRole('button', { name: 'Mark Fulfilled' })).toHaveFocus());
  });

  it("stays on 'Mark Fulfilled' after the shipment is saved (now not pressable: aria-disabled)", async () => {
    open({ payment_status: 'paid' });
    await userEvent.click((await card()).getByRole('button', { name: 'Mark Fulfilled' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark Fulfilled' }));
    await userEvent.type(dialog.getByLabelText(/Tracking number/), 'EE123456785IN');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark Fulfilled' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const fulfil = (await card()).getByRole('button', { name: 'Mark Fulfilled' });
    await waitFor(() => expect(fulfil).toHaveAttribute('aria-disabled', 'true'));
    await waitFor(() => expect(fulfil).toHaveFocus());
  });

  it("keeps the focus on the order after an unpaid order's shipment is saved (asked first)", async () => {
    open({ payment_status: 'unpaid' });
    await userEvent.click((await card()).getByRole('button', { name: 'Mark Fulfilled' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Fulfil unpaid order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark Fulfilled' }));
    await userEvent.type(dialog.getByLabelText(/Tracking number/), 'EE123456785IN');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark Fulfilled' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The money is what is left to do.
    await waitFor(async () => expect((await card()).getByRole('button', { name: 'Mark paid' })).toHaveFocus());
  });

  it("stays on 'Cancel Order' after the cancellation is confirmed", async () => {
    open({ payment_status: 'unpaid' });
    await userEvent.click((await card()).getByRole('button', { name: 'Cancel Order' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(async () => expect((await card()).getByText('Cancelled')).toBeInTheDocument());
    await waitFor(async () => expect((await card()).getByRole('button', { name: 'Cancel Order' })).toHaveFocus());
    expect((await card()).getByRole('button', { name: 'Cancel Order' })).toHaveAttribute('aria-disabled', 'true');
  });
});
