import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { DropdownMenu, DropdownMenuGroup, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from './DropdownMenu';

function renderMenu(onSignOut = vi.fn()) {
  render(
    <DropdownMenu trigger={<Button>Admin</Button>} align="end">
      <DropdownMenuLabel>admin@sikka.local</DropdownMenuLabel>
      <DropdownMenuSeparator />
      <DropdownMenuGroup>
        <DropdownMenuItem asChild>
          <a href="/admin/orders">View Orders</a>
        </DropdownMenuItem>
        <DropdownMenuItem disabled>Manage Users</DropdownMenuItem>
      </DropdownMenuGroup>
      <DropdownMenuItem onSelect={onSignOut}>Sign Out</DropdownMenuItem>
    </DropdownMenu>,
  );
  return { trigger: screen.getByRole('button', { name: 'Admin' }), onSignOut };
}

describe('<DropdownMenu>', () => {
  it('opens from its trigger and lists its items, links included, after the label', async () => {
    const { trigger } = renderMenu();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(trigger).toHaveAttribute('data-state', 'open');
    expect(within(menu).getByText('admin@sikka.local')).not.toHaveAttribute('role', 'menuitem');
    expect(within(menu).getByRole('separator', { hidden: true })).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View Orders', 'Manage Users', 'Sign Out']);
    expect(within(menu).getByRole('menuitem', { name: 'View Orders' })).toHaveAttribute('href', '/admin/orders');
  });

  it('is worked by keyboard, skipping a disabled item, and runs the chosen action', async () => {
    const { trigger, onSignOut } = renderMenu();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'View Orders' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to its trigger', async () => {
    const { trigger, onSignOut } = renderMenu();
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(onSignOut).not.toHaveBeenCalled();
  });
});
