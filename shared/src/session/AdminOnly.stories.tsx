import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SessionProvider } from './hooks';
import { exampleUser, staticSessionStore } from './staticStore';
import { AdminOnly } from './AdminOnly';

const admin = <p>Orders Dashboard</p>;

const meta = {
  title: 'Session/AdminOnly',
  component: AdminOnly,
  args: { children: admin },
} satisfies Meta<typeof AdminOnly>;
export default meta;
type Story = StoryObj<typeof meta>;

const withState = (state: Parameters<typeof staticSessionStore>[0]): Story => ({
  decorators: [
    (Story) => (
      <SessionProvider store={staticSessionStore(state)}>
        <Story />
      </SessionProvider>
    ),
  ],
});

export const Loading = withState({ status: 'loading' });
export const SignedOut = withState({});
export const Anonymous = withState({ user: exampleUser({ is_anonymous: true }), isAnonymous: true });
export const SignedInNotAdmin = withState({ user: exampleUser() });
export const Admin = withState({ user: exampleUser(), isAdmin: true });
