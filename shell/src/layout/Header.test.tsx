import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Header } from './Header';

function renderHeader(onSignIn = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/blog']}>
      <Header onSignIn={onSignIn} />
      <Routes>
        <Route path="/blog" element={<p>blog page</p>} />
        <Route path="/sell" element={<p>sell page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { onSignIn, toggle: screen.getByRole('button', { name: 'Menu' }) };
}

/** The element the toggle says it controls. */
const mobileMenu = () =>
  document.getElementById(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-controls')!)!;

describe('Header', () => {
  it('shows the trust banner, the home logo link and the two actions', () => {
    renderHeader();
    expect(screen.getByText('Trusted by 10,000+ collectors across India')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sikka home' })).toHaveAttribute('href', '/');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(main).toContainElement(screen.getAllByRole('link', { name: 'Sell Your Coins' })[0]!);
  });

  it('calls the sign-in hook from the Sign In button', async () => {
    const { onSignIn } = renderHeader();
    await userEvent.click(screen.getAllByRole('button', { name: 'Sign In' })[0]!);
    expect(onSignIn).toHaveBeenCalledOnce();
  });

  it('opens the mobile menu and says so to assistive tech', async () => {
    const { toggle } = renderHeader();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(mobileMenu()).toBeVisible();
    expect(mobileMenu()).toHaveAccessibleName('Mobile');
  });

  it('closes the mobile menu on Escape and gives focus back to the toggle', async () => {
    const { toggle } = renderHeader();
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the mobile menu when a link in it is followed', async () => {
    const { toggle } = renderHeader();
    await userEvent.click(toggle);
    const menuLink = mobileMenu().querySelector('a[href="/sell"]') as HTMLAnchorElement;
    await userEvent.click(menuLink);
    expect(screen.getByText('sell page')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu and hands over to the sign-in hook', async () => {
    const { toggle, onSignIn } = renderHeader();
    await userEvent.click(toggle);
    const menuSignIn = mobileMenu().querySelector('button') as HTMLButtonElement;
    await userEvent.click(menuSignIn);
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
