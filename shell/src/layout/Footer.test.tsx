import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@sikka/shared/router';
import { BUSINESS } from '@sikka/shared/config';
import { beforeEach, describe, expect, it } from 'vitest';
import { Footer } from './Footer';

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

  it('gives the WhatsApp chat, e-mail, phone and business hours from the business config', () => {
    const contact = within(section('Contact & Support'));
    const chat = contact.getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href')!;
    expect(chat.startsWith(`https://wa.me/${BUSINESS.whatsappNumber}?text=`)).toBe(true);
    expect(contact.getByRole('link', { name: BUSINESS.email })).toHaveAttribute('href', `mailto:${BUSINESS.email}`);
    expect(contact.getByRole('link', { name: BUSINESS.phone })).toHaveAttribute(
      'href',
      `tel:${BUSINESS.phone.replace(/\s/g, '')}`,
    );
    expect(contact.getByText('Mon - Sat, 9:00 AM - 6:00 PM IST')).toBeInTheDocument();
  });
});
