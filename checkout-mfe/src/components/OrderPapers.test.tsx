import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api/orderPapers';
import type { OrderPapers as Papers } from '../model/orderPapers';
import { PAPER_FAILED } from '../model/useOrderPapers';
import { OrderPapers } from './OrderPapers';

vi.mock('../api/orderPapers', () => ({ fetchOrderPapers: vi.fn(), orderPaperLink: vi.fn() }));

const TOKEN = 'c2FtcGxlLW9yZGVyLWxpbmstdG9rZW4x';
const PAID: Papers = {
  certificates: [
    { id: 'c2', code: 'K7QW9M2XRT', issued_at: '2026-11-26T10:00:00Z', revoked_at: null },
    { id: 'c1', code: 'A4HJ8N3PZV', issued_at: '2026-11-25T15:00:00Z', revoked_at: '2026-11-26T09:59:00Z' },
  ],
  invoices: [{ id: 'i1', kind: 'invoice', serial: 'SK/26-27/000012', issued_at: '2026-11-25T15:00:00Z' }],
};
const CANCELLED: Papers = {
  ...PAID,
  invoices: [{ id: 'n1', kind: 'credit_note', serial: 'CN/26-27/000001', issued_at: '2026-11-27T10:00:00Z' }, ...PAID.invoices],
};

let tab: { location: { href: string }; close: ReturnType<typeof vi.fn> };
beforeEach(() => {
  vi.clearAllMocks();
  tab = { location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
});
afterEach(() => vi.restoreAllMocks());

const papers = async () => within(await screen.findByRole('region', { name: 'Certificate and invoice' }));

describe('<OrderPapers>', () => {
  it('offers the certificate in force and the GST invoice, and the certificate’s verify link', async () => {
    vi.mocked(api.fetchOrderPapers).mockResolvedValue(PAID);
    render(<OrderPapers token={TOKEN} />);
    const section = await papers();
    expect(api.fetchOrderPapers).toHaveBeenCalledWith(TOKEN);
    expect(section.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Certificate of authenticity (PDF)',
      'GST invoice (PDF)',
    ]);
    const verify = `${window.location.origin}/verify/K7QW9M2XRT`;
    expect(section.getByRole('link', { name: verify })).toHaveAttribute('href', verify);
  });

  it('offers a certificate per piece of an auction order, each named by its piece, with a verify link each', async () => {
    vi.mocked(api.fetchOrderPapers).mockResolvedValue({
      ...PAID,
      certificates: [
        { id: 'a1', code: 'K7QW9M2XRT', issued_at: '2026-11-26T10:00:00Z', revoked_at: null, item_name: 'Akbar rupee' },
        { id: 'a2', code: 'B5RT7M2XQW', issued_at: '2026-11-26T10:00:00Z', revoked_at: null, item_name: 'Gandhi 10 rupees' },
      ],
    });
    render(<OrderPapers token={TOKEN} />);
    const section = await papers();
    expect(section.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Certificate of authenticity: Akbar rupee (PDF)',
      'Certificate of authenticity: Gandhi 10 rupees (PDF)',
      'GST invoice (PDF)',
    ]);
    expect(section.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      `${window.location.origin}/verify/K7QW9M2XRT`,
      `${window.location.origin}/verify/B5RT7M2XQW`,
    ]);
  });

  it('asks for a fresh link at each tap and opens the PDF', async () => {
    vi.mocked(api.fetchOrderPapers).mockResolvedValue(PAID);
    vi.mocked(api.orderPaperLink)
      .mockResolvedValueOnce('https://files.example/invoice-1.pdf')
      .mockResolvedValueOnce('https://files.example/invoice-2.pdf');
    const user = userEvent.setup();
    render(<OrderPapers token={TOKEN} />);
    const invoice = (await papers()).getByRole('button', { name: 'GST invoice (PDF)' });
    await user.click(invoice);
    await vi.waitFor(() => expect(tab.location.href).toBe('https://files.example/invoice-1.pdf'));
    await user.click(await screen.findByRole('button', { name: 'GST invoice (PDF)' }));
    await vi.waitFor(() => expect(tab.location.href).toBe('https://files.example/invoice-2.pdf'));
    expect(api.orderPaperLink).toHaveBeenNthCalledWith(1, TOKEN, 'invoice', 'i1');
    expect(api.orderPaperLink).toHaveBeenNthCalledWith(2, TOKEN, 'invoice', 'i1');
  });

  it('adds the credit note of a cancelled paid order', async () => {
    vi.mocked(api.fetchOrderPapers).mockResolvedValue(CANCELLED);
    vi.mocked(api.orderPaperLink).mockResolvedValue('https://files.example/credit-note.pdf');
    const user = userEvent.setup();
    render(<OrderPapers token={TOKEN} />);
    await user.click((await papers()).getByRole('button', { name: 'Credit note (PDF)' }));
    await vi.waitFor(() => expect(api.orderPaperLink).toHaveBeenCalledWith(TOKEN, 'invoice', 'n1'));
  });

  it('says so when a link cannot be made, and closes the empty tab', async () => {
    vi.mocked(api.fetchOrderPapers).mockResolvedValue(PAID);
    vi.mocked(api.orderPaperLink).mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<OrderPapers token={TOKEN} />);
    await user.click((await papers()).getByRole('button', { name: 'Certificate of authenticity (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAPER_FAILED);
    expect(tab.close).toHaveBeenCalled();
    expect(api.orderPaperLink).toHaveBeenCalledWith(TOKEN, 'certificate', 'c2');
  });

  it('shows nothing for a link that finds no order', async () => {
    vi.mocked(api.fetchOrderPapers).mockResolvedValue(null);
    const { container } = render(<OrderPapers token={TOKEN} />);
    await vi.waitFor(() => expect(api.fetchOrderPapers).toHaveBeenCalled());
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
