import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@sikka/shared/router';
import { MemoryRouter } from '@sikka/shared/router/fixed';
import { describe, expect, it, vi } from 'vitest';
import { SessionProvider, type SessionState } from '@sikka/shared/session';
import { exampleUser, staticSessionStore } from '@sikka/shared/session/fixed';
import { Header } from './Header';

const VISITOR: Partial<SessionState> = {};
const BUYER: Partial<SessionState> = { user: exampleUser({ email: 'buyer@sikka.local' }) };
const ADMIN: Partial<SessionState> = { user: exampleUser({ email: 'admin@sikka.local' }), isAdmin: true };
const MY_ORDERS = ['My Orders', '/account/orders'];
const ADMIN_LINKS = [
  ['View Orders', '/admin/orders'],
  ['Manage Collectibles', '/admin/collectibles'],
  ['Manage Users', '/admin/users'],
  ['Seller Submissions', '/admin/submissions'],
  ['Manage Blog', '/admin/blog'],
  ['Promo Codes', '/admin/promo-codes'],
  ['Auctions', '/admin/auctions'],
  ['Settings', '/admin/settings'],
  ['Staff', '/admin/staff'],
  ['Activity Log', '/admin/activity'],
  ['Accounts', '/admin/accounts'],
  ['System', '/admin/system'],
];
const STAFF: Partial<SessionState> = { user: exampleUser({ email: 'packer@sikka.local' }), staffRole: 'staff' };

function renderHeader(state: Partial<SessionState> = VISITOR) {
  const signOut = vi.fn(async () => {});
  render(
    <MemoryRouter initialEntries={['/blog']}>
      <SessionProvider store={{ ...staticSessionStore(state), signOut }}>
        <Header />
      </SessionProvider>
      <Routes>
        <Route path="/blog" element={<p>blog page</p>} />
        <Route path="/sell" element={<p>sell page</p>} />
        <Route path="/admin/*" element={<p>admin page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return {
    signOut,
    toggle: screen.getByRole('button', { name: 'Menu' }),
    main: screen.getByRole('navigation', { name: 'Main' }),
  };
}

/** The signed-in menu's button, once its code has arrived (a look-alike stands in until then). */
const menuButton = (main: HTMLElement, name: 'Account' | 'Admin') => within(main).findByRole('button', { name, expanded: false });

/** The element the toggle says it controls. */
const mobileMenu = () => document.getElementById(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-controls')!)!;

describe('Header', () => {
  it('shows the trust banner, the home logo link and the three actions', () => {
    const { main } = renderHeader();
    expect(screen.getByText('Trusted by 10,000+ collectors across India')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sikka home' })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('link', { name: 'Auctions' })).toHaveAttribute('href', '/auctions');
    expect(within(main).getByRole('link', { name: 'Sell Your Coins' })).toHaveAttribute('href', '/sell');
    expect(within(main).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows neither Sign In nor a menu while the session is still being read', () => {
    const { main } = renderHeader({ status: 'loading' });
    expect(within(main).queryByRole('button', { name: /Sign In|Account|Admin/ })).not.toBeInTheDocument();
  });

  it('treats an anonymous checkout session as signed out', () => {
    const { main } = renderHeader({ user: exampleUser({ is_anonymous: true }), isAnonymous: true });
    expect(within(main).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(main).queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('opens the sign-in dialog from the Sign In button', async () => {
    const { main } = renderHeader();
    await userEvent.click(within(main).getByRole('button', { name: 'Sign In' }));
    // The dialog's form is loaded on first open (a separate chunk), so it may take a moment.
    expect(await screen.findByRole('dialog', { name: 'Sign In' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it("holds the 'Account' menu's place with a look-alike button until the menu's code arrives", async () => {
    const { main } = renderHeader(BUYER);
    const standIn = within(main).getByRole('button', { name: 'Account' });
    expect(standIn).toHaveAttribute('data-pending');
    expect(standIn).not.toHaveAttribute('aria-haspopup');
    const trigger = await menuButton(main, 'Account');
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).not.toHaveAttribute('data-pending');
    expect(within(main).getAllByRole('button', { name: 'Account' })).toHaveLength(1);
  });

  it('opens the menu when its stand-in was tapped before the code arrived', async () => {
    const { main } = renderHeader(BUYER);
    await userEvent.click(within(main).getByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('opens the menu when the code arrives between a tap on the stand-in and its click', async () => {
    const { main } = renderHeader(BUYER);
    // The pointer goes down on the stand-in; the menu's own trigger (which ignores clicks) replaces it.
    fireEvent.pointerDown(within(main).getByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it("gives a signed-in buyer the 'Account' menu with My Orders and Sign Out, and no admin actions", async () => {
    const { main, signOut } = renderHeader(BUYER);
    expect(within(main).queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: 'Add New Listing' })).not.toBeInTheDocument();
    await userEvent.click(await menuButton(main, 'Account'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('buyer@sikka.local')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual([MY_ORDERS, ['Sign Out', null]]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it("gives staff (issue 51) the 'Admin' menu with the orders and the auctions only, and no listing buttons", async () => {
    const { main } = renderHeader(STAFF);
    expect(within(main).queryByRole('link', { name: 'Add New Listing' })).not.toBeInTheDocument();
    await userEvent.click(await menuButton(main, 'Admin'));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['View Orders', '/admin/orders'],
      ['Auctions', '/admin/auctions'],
      MY_ORDERS,
      ['Sign Out', null],
    ]);
  });

  it("gives the owner the two admin buttons and the 'Admin' menu with all its links", async () => {
    const { main } = renderHeader(ADMIN);
    expect(within(main).getByRole('link', { name: 'Add New Listing' })).toHaveAttribute('href', '/upload');
    expect(within(main).getByRole('link', { name: 'Bulk Upload' })).toHaveAttribute('href', '/bulk-upload');
    await userEvent.click(await menuButton(main, 'Admin'));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ...ADMIN_LINKS,
      MY_ORDERS,
      ['Sign Out', null],
    ]);
  });

  it('works the admin menu by keyboard and closes it when a link is followed', async () => {
    const { main } = renderHeader(ADMIN);
    (await menuButton(main, 'Admin')).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'View Orders' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Manage Collectibles' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('admin page')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes the admin menu on Escape and returns focus to its button', async () => {
    const { main } = renderHeader(ADMIN);
    const trigger = await menuButton(main, 'Admin');
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});

describe('Header mobile menu', () => {
  it('opens and says so to assistive tech', async () => {
    const { toggle } = renderHeader();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(mobileMenu()).toBeVisible();
    expect(mobileMenu()).toHaveAccessibleName('Mobile');
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const { toggle } = renderHeader();
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when a link in it is followed', async () => {
    const { toggle } = renderHeader();
    await userEvent.click(toggle);
    expect(within(mobileMenu()).getByRole('link', { name: 'Auctions' })).toHaveAttribute('href', '/auctions');
    await userEvent.click(within(mobileMenu()).getByRole('link', { name: 'Sell Your Coins' }));
    expect(screen.getByText('sell page')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes and opens the sign-in dialog from its Sign In', async () => {
    const { toggle } = renderHeader();
    await userEvent.click(toggle);
    await userEvent.click(within(mobileMenu()).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('mirrors the admin header: both buttons, all the links and Sign Out', async () => {
    const { toggle, signOut } = renderHeader(ADMIN);
    await userEvent.click(toggle);
    const menu = within(mobileMenu());
    expect(menu.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Add New Listing' })).toHaveAttribute('href', '/upload');
    expect(menu.getByRole('link', { name: 'Bulk Upload' })).toHaveAttribute('href', '/bulk-upload');
    const group = menu.getByRole('group', { name: 'Admin' });
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([...ADMIN_LINKS, MY_ORDERS]);
    await userEvent.click(within(group).getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("mirrors a buyer's Account menu: the e-mail, My Orders and Sign Out, no admin links", async () => {
    const { toggle } = renderHeader(BUYER);
    await userEvent.click(toggle);
    const group = within(mobileMenu()).getByRole('group', { name: 'Account' });
    expect(within(group).getByText('buyer@sikka.local')).toBeInTheDocument();
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([MY_ORDERS]);
    expect(within(group).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });
});
