import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@sikka/shared/router';
import { MemoryRouter } from '@sikka/shared/router/fixed';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api/checkout';
import * as papersApi from '../api/orderPapers';
import { SAMPLE_ORDER_PAGE, SAMPLE_TOKEN, SHIPPED_ORDER_PAGE } from '../components/orderPage.fixture';
import { standalonePage } from '@sikka/shared/standalone';
import * as OrderPage from './OrderPage';
import { DEMO_FACTS } from '../model/payee.fixture';

vi.mock('../api/checkout', () => ({ fetchOrderPage: vi.fn(), submitOrderPayment: vi.fn(), fetchShopFacts: vi.fn() }));
vi.mock('../api/orderPapers', () => ({ fetchOrderPapers: vi.fn(), orderPaperLink: vi.fn() }));

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(api.fetchShopFacts).mockResolvedValue(DEMO_FACTS);
});

function openOrderPage(token = SAMPLE_TOKEN) {
  render(
    <MemoryRouter initialEntries={[`/order/${token}`]}>
      <Routes>
        <Route path="/order/:token" element={standalonePage(OrderPage)} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('<OrderPage>', () => {
  it('shows the piece, the agreed figures, the deadline and the history of an unpaid order', async () => {
    vi.mocked(api.fetchOrderPage).mockResolvedValue(SAMPLE_ORDER_PAGE);
    openOrderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #0b8f5e52' })).toBeInTheDocument();
    expect(api.fetchOrderPage).toHaveBeenCalledWith(SAMPLE_TOKEN);
    expect(screen.getByRole('link', { name: SAMPLE_ORDER_PAGE.item_name })).toHaveAttribute(
      'href',
      `/${SAMPLE_ORDER_PAGE.item_slug}`,
    );
    const figures = within(screen.getByLabelText('Agreed figures'));
    expect(figures.getByText('Discount (DIWALI10, 10%)')).toBeInTheDocument();
    expect(figures.getByText('₹2,255')).toBeInTheDocument();
    // Where the parcel goes (issue 50), line by line as the buyer gave it.
    expect(screen.getByRole('region', { name: 'Delivery address' }).textContent).toBe(
      'Delivery addressKavya Iyer22 Anna SalaiFlat 4BChennai, Tamil Nadu 600002',
    );
    expect(screen.getByText('Waiting for your payment')).toBeInTheDocument();
    // How to pay arrives with its own chunk (lazy): a worker's first import of it is transformed then, which
    // on a loaded two-core machine has taken longer than findBy's default second.
    expect(
      await screen.findByText(/^Pay by \w+ \d{1,2}, \d{4} at \d{1,2}:\d\d [AP]M IST/, undefined, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'History' })).getByText('Order placed')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Shipment' })).not.toBeInTheDocument();
    // An unpaid order has no papers yet, and the page does not ask for them.
    expect(screen.queryByRole('region', { name: 'Certificate and invoice' })).not.toBeInTheDocument();
    expect(papersApi.fetchOrderPapers).not.toHaveBeenCalled();
  });

  it('takes "I have paid" by the link and reads the order again', async () => {
    vi.mocked(api.fetchOrderPage)
      .mockResolvedValueOnce(SAMPLE_ORDER_PAGE)
      .mockResolvedValueOnce({ ...SAMPLE_ORDER_PAGE, payment_status: 'submitted', utr: '412345678901' });
    vi.mocked(api.submitOrderPayment).mockResolvedValue();
    const user = userEvent.setup();
    openOrderPage();
    await user.type(await screen.findByRole('textbox', { name: /UTR/ }), '4123 4567 8901');
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    expect(await screen.findByText('Payment submitted — we are verifying it')).toBeInTheDocument();
    expect(api.submitOrderPayment).toHaveBeenCalledWith(SAMPLE_TOKEN, '412345678901', 'upi');
    expect(screen.queryByRole('textbox', { name: /UTR/ })).not.toBeInTheDocument();
  });

  it('shows the parcel and India Post’s tracking page once shipped', async () => {
    vi.mocked(api.fetchOrderPage).mockResolvedValue(SHIPPED_ORDER_PAGE);
    openOrderPage();
    const shipment = within(await screen.findByRole('region', { name: 'Shipment' }));
    expect(shipment.getByText('EE123456785IN')).toBeInTheDocument();
    expect(shipment.getByText('India Post Speed Post')).toBeInTheDocument();
    expect(shipment.getByRole('link', { name: /Track your parcel on India Post/ })).toHaveAttribute(
      'href',
      expect.stringContaining('indiapost.gov.in'),
    );
    expect(screen.queryByRole('textbox', { name: /UTR/ })).not.toBeInTheDocument();
  });

  it('offers a paid order’s certificate and GST invoice, read by the order’s link', async () => {
    vi.mocked(api.fetchOrderPage).mockResolvedValue(SHIPPED_ORDER_PAGE);
    vi.mocked(papersApi.fetchOrderPapers).mockResolvedValue({
      certificates: [{ id: 'c1', code: 'K7QW9M2XRT', issued_at: '2026-11-25T15:00:00Z', revoked_at: null }],
      invoices: [{ id: 'i1', kind: 'invoice', serial: 'SK/26-27/000012', issued_at: '2026-11-25T15:00:00Z' }],
    });
    openOrderPage();
    const papers = within(await screen.findByRole('region', { name: 'Certificate and invoice' }));
    expect(papersApi.fetchOrderPapers).toHaveBeenCalledWith(SAMPLE_TOKEN);
    expect(papers.getByRole('button', { name: 'Certificate of authenticity (PDF)' })).toBeInTheDocument();
    expect(papers.getByRole('button', { name: 'GST invoice (PDF)' })).toBeInTheDocument();
    expect(papers.getByRole('link', { name: /\/verify\/K7QW9M2XRT$/ })).toBeInTheDocument();
  });

  it('answers an unknown or tampered link with “Order not found” and nothing else', async () => {
    vi.mocked(api.fetchOrderPage).mockResolvedValue(null);
    openOrderPage('tampered');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Agreed figures')).not.toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow'));
  });
});
