import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StaticRouter } from '@sikka/shared/router/fixed';
import { SessionProvider } from '@sikka/shared/session';
import { staticSessionStore } from '@sikka/shared/session/fixed';
import { ToastProvider } from '@sikka/shared/ui';
import { App } from './App';

const { loadRemote } = vi.hoisted(() => ({ loadRemote: vi.fn((_id: string) => new Promise(() => {})) }));
vi.mock('@module-federation/enhanced/runtime', async (original) => ({
  ...(await original<typeof import('@module-federation/enhanced/runtime')>()),
  loadRemote,
}));

/** The address as the shop's server renders it: no session known yet. */
const serverRender = (path: string) =>
  renderToString(
    <StaticRouter location={path}>
      <SessionProvider store={staticSessionStore({ status: 'loading' })}>
        <ToastProvider>
          <App />
        </ToastProvider>
      </SessionProvider>
    </StaticRouter>,
  );

const adminLoads = () => loadRemote.mock.calls.filter(([id]) => String(id).startsWith('admin/'));

describe('the back office on the server', () => {
  beforeEach(() => {
    loadRemote.mockClear();
  });

  it('sends an open screen (a staff invitation) loading, never asking for the back office, which has no server build', () => {
    const html = serverRender('/admin/join');
    expect(adminLoads()).toEqual([]);
    expect(html).toContain('Loading');
  });

  it('sends a guarded screen checking access, never asking for the back office', () => {
    const html = serverRender('/admin/orders');
    expect(adminLoads()).toEqual([]);
    expect(html).toContain('Checking access');
  });
});
