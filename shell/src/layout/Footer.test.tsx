import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@sikka/shared/router/fixed';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from './Footer';

// The shop's facts come from the database (public.seller_legal_details); here, a fixed answer.
const SELLER = {
  pan: 'AAHCS1234K',
  whatsapp_number: '919800011122',
  upi_vpa: 'sikka@upi',
  upi_payee_name: 'Sikka Collectibles',
  upi_merchant_code: '',
  bank_account_name: 'Sikka Collectibles (DEMO)',
  bank_account_number: '000000000000',
  bank_ifsc: 'DEMO0000000',
  bank_name: 'Demo Bank',
  upi_cap: 100_000,
  pan_threshold: 200_000,
  hold_minutes: 30,
  max_open_unpaid_orders: 2,
  delivery_states: ['Karnataka'],
  legal_name: 'Sikka Collectibles Private Limited (DEMO)',
  trade_name: 'Sikka',
  address_line1: '2nd Floor, 14 Museum Road',
  address_line2: 'Ashok Nagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  state_code: '29',
  pincode: '560025',
  gstin: '29AAHCS1234K1Z6',
  customer_care_email: 'support@sikka.local',
  customer_care_phone: '+91 98765 43210',
  customer_care_hours: 'Mon - Sat, 9:00 AM - 6:00 PM IST',
  grievance_officer_name: 'Meera Rao',
  grievance_officer_designation: 'Grievance Officer',
  grievance_officer_email: 'grievance@sikka.local',
  grievance_officer_phone: '+91 98765 43211',
};
vi.mock('@sikka/shared/domain/settings', async (importActual) => ({
  ...(await importActual<object>()),
  fetchShopFacts: () => Promise.resolve(SELLER),
}));

describe('Footer', () => {
  beforeEach(() => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
  });
  const section = (name: string) => screen.getByRole('heading', { name }).parentElement!;

  it('lists the resources and the four policy pages', () => {
    const resources = within(section('Resources'));
    expect(resources.getByRole('link', { name: 'Numismatic Blog' })).toHaveAttribute('href', '/blog');
    expect(resources.getByRole('link', { name: 'Sell Your Coins' })).toHaveAttribute('href', '/sell');
    const legal = within(section('Legal'));
    expect(legal.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/privacy-policy',
      '/terms-conditions',
      '/return-policy',
      '/shipping-policy',
    ]);
  });

  it('gives the WhatsApp chat, e-mail, phone and business hours the owner set in Settings', async () => {
    const contact = within(section('Contact & Support'));
    const chat = (await contact.findByRole('link', { name: 'Chat on WhatsApp' })).getAttribute('href')!;
    expect(chat.startsWith('https://wa.me/919800011122?text=')).toBe(true);
    expect(contact.getByRole('link', { name: 'support@sikka.local' })).toHaveAttribute('href', 'mailto:support@sikka.local');
    expect(contact.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(contact.getByText('Mon - Sat, 9:00 AM - 6:00 PM IST')).toBeInTheDocument();
  });

  it('names the seller: legal name, address, GSTIN, customer care and the grievance officer', async () => {
    const seller = await screen.findByText(/Sold by/);
    const block = within(seller.closest('address')!);
    expect(block.getByText(SELLER.legal_name)).toBeInTheDocument();
    expect(seller).toHaveTextContent('2nd Floor, 14 Museum Road, Ashok Nagar, Bengaluru 560025, Karnataka');
    expect(block.getByText(`GSTIN: ${SELLER.gstin}`)).toBeInTheDocument();
    expect(block.getByRole('link', { name: SELLER.grievance_officer_email })).toHaveAttribute(
      'href',
      'mailto:grievance@sikka.local',
    );
    expect(block.getByText(/Grievance Officer: Meera Rao, Grievance Officer/)).toBeInTheDocument();
  });
});
