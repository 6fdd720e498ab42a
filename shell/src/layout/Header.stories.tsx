import type { ComponentType } from 'react';
import { SessionProvider, type SessionState } from '@sikka/shared/session';
import { exampleUser, staticSessionStore } from '@sikka/shared/session/fixed';
import { Header } from './Header';

// Typed by hand: the shell does not depend on Storybook; shared/.storybook picks these stories up.
export default { title: 'Shell/Header', component: Header, parameters: { layout: 'fullscreen' } };

const as = (state: Partial<SessionState>) => ({
  decorators: [
    (Story: ComponentType) => (
      <SessionProvider store={staticSessionStore(state)}>
        <Story />
      </SessionProvider>
    ),
  ],
});

export const Visitor = as({});
export const ReadingTheSession = as({ status: 'loading' });
export const Buyer = as({ user: exampleUser({ email: 'buyer@sikka.local' }) });
export const Admin = as({ user: exampleUser({ email: 'admin@sikka.local' }), isAdmin: true });
