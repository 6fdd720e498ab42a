import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../Button/Button';
import { Field } from '../Field/Field';
import { Input } from '../Input/Input';
import { Dialog } from './Dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: { title: 'Share Listing', defaultOpen: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: {
    description: 'Copy the link to this listing.',
    children: <Input readOnly aria-label="Link" defaultValue="https://sikka.local/1947-one-rupee" />,
    footer: <Button>Copy Link</Button>,
  },
};
export const WithForm: Story = {
  args: {
    title: 'Sign In',
    children: (
      <form style={{ display: 'grid', gap: 12 }}>
        <Field label="Email Address">
          <Input type="email" />
        </Field>
        <Field label="Password" error="Password must be at least 6 characters">
          <Input type="password" />
        </Field>
        <Button type="submit" fullWidth>
          Sign In
        </Button>
      </form>
    ),
  },
};
export const Closed: Story = { args: { defaultOpen: false, trigger: <Button>Open dialog</Button>, children: 'Body' } };
