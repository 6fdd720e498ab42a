import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Link } from '@sikka/shared/router';
import { Button } from '../Button/Button';
import { DropdownMenu, DropdownMenuGroup, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from './DropdownMenu';

const ADMIN_LINKS = [
  ['View Orders', '/admin/orders'],
  ['Manage Collectibles', '/admin/collectibles'],
  ['Manage Users', '/admin/users'],
  ['Seller Submissions', '/admin/submissions'],
  ['Manage Blog', '/admin/blog'],
  ['Promo Codes', '/admin/promo-codes'],
] as const;

const accountItems = (
  <>
    <DropdownMenuLabel>buyer@sikka.local</DropdownMenuLabel>
    <DropdownMenuSeparator />
    <DropdownMenuItem>Sign Out</DropdownMenuItem>
  </>
);

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
  args: { trigger: <Button variant="secondary">Account</Button>, children: accountItems },
  // Room under the trigger for the open menu.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const WithLinks: Story = {
  args: {
    defaultOpen: true,
    trigger: <Button variant="secondary">Admin</Button>,
    children: (
      <>
        <DropdownMenuLabel>admin@sikka.local</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {ADMIN_LINKS.map(([label, to]) => (
            <DropdownMenuItem key={to} asChild>
              <Link to={to}>{label}</Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem>Sign Out</DropdownMenuItem>
      </>
    ),
  },
};
export const DisabledItem: Story = {
  args: {
    defaultOpen: true,
    children: (
      <>
        <DropdownMenuItem disabled>Download invoice</DropdownMenuItem>
        <DropdownMenuItem>Sign Out</DropdownMenuItem>
      </>
    ),
  },
};
