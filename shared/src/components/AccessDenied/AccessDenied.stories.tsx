import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { AccessDenied } from './AccessDenied';

const meta = { title: 'Components/AccessDenied', component: AccessDenied } satisfies Meta<typeof AccessDenied>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotAuthenticated: Story = { args: { reason: 'Not authenticated' } };
export const NotAuthorized: Story = { args: { reason: 'Not authorized' } };
export const WithoutReason: Story = {};
