import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Badge } from './Badge';
import { collectibleStatusTone } from '@sikka/shared/domain/collectibles';
import { orderStatusTone } from '@sikka/shared/domain/orders';
import { submissionStatusTone } from '@sikka/shared/domain/sellerSubmissions';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'available', tone: 'green' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', gap: 8, marginBottom: 12 } as const;

export const Tones: Story = {
  render: () => (
    <div style={row}>
      {(['green', 'red', 'yellow', 'blue', 'neutral'] as const).map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};
export const CollectibleStatus: Story = {
  render: () => (
    <div style={row}>
      {['available', 'sold', 'unavailable'].map((s) => (
        <Badge key={s} tone={collectibleStatusTone(s)}>
          {s}
        </Badge>
      ))}
    </div>
  ),
};
export const OrderStatus: Story = {
  render: () => (
    <div style={row}>
      {['received', 'fulfilled', 'cancelled', 'pending'].map((s) => (
        <Badge key={s} tone={orderStatusTone(s)}>
          {s}
        </Badge>
      ))}
    </div>
  ),
};
export const SubmissionStatus: Story = {
  render: () => (
    <div style={row}>
      {['pending', 'accepted', 'rejected', 'reviewing'].map((s) => (
        <Badge key={s} tone={submissionStatusTone(s)}>
          {s}
        </Badge>
      ))}
    </div>
  ),
};
