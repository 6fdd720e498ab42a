import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, Route, Routes, useLocation } from '@sikka/shared/router';
import { MemoryRouter } from '@sikka/shared/router/fixed';
import { describe, expect, it, vi } from 'vitest';
import { type PageData, PageDataProvider, PageLoad, type PageLoader, useHydrated, usePageLoad, useSiteOrigin } from './pageData';

/** The page data the server wrote for /a-coin (each page load has its own). */
const served = (): PageData => ({
  url: '/a-coin',
  origin: 'https://shop.example',
  result: { status: 200, data: { slug: 'a-coin', name: 'Gold dinar' } },
});

const coinLoader = () =>
  vi.fn<PageLoader<{ slug: string; name: string }>>(async ({ params, url }) => ({
    status: 200,
    data: { slug: params.slug ?? '', name: `read ${params.slug} ${url.search}` },
  }));

/** A page as a remote writes it: it reads its loader's answer, and never names itself. */
function Coin() {
  const load = usePageLoad<{ slug: string; name: string }>();
  return (
    <>
      <p>{load.status === 'ready' ? (load.data?.name ?? 'nothing') : load.status}</p>
      <Link to="/another-coin?side=obverse">away</Link>
      <Link to="/a-coin">back</Link>
      <span>origin {useSiteOrigin()}</span>
      <span>at {useLocation().pathname}</span>
    </>
  );
}

function Shop({ loader, value, at = '/a-coin' }: { loader: PageLoader<unknown>; value: PageData | null; at?: string }) {
  return (
    <MemoryRouter initialEntries={[at]}>
      <PageDataProvider value={value}>
        <Routes>
          <Route
            path="/:slug"
            element={
              <PageLoad loader={async () => loader}>
                <Coin />
              </PageLoad>
            }
          />
          <Route path="/verify/:code" element={<p>the certificate</p>} />
        </Routes>
      </PageDataProvider>
    </MemoryRouter>
  );
}

describe('PageLoad (the page contract)', () => {
  it("hands the page the server's answer for its own address without running the loader", () => {
    const loader = coinLoader();
    render(<Shop loader={loader} value={served()} />);
    expect(screen.getByText('Gold dinar')).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  });

  it('runs the loader once per client navigation, with the params and the whole address, showing loading meanwhile', async () => {
    const loader = coinLoader();
    render(<Shop loader={loader} value={served()} />);
    fireEvent.click(screen.getByRole('link', { name: 'away' }));
    // Never the previous address's data, not even for one frame.
    expect(screen.queryByText('Gold dinar')).toBeNull();
    expect(await screen.findByText('read another-coin ?side=obverse')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
    // Coming back reads again: the server's data is as old as the first request.
    fireEvent.click(screen.getByRole('link', { name: 'back' }));
    expect(await screen.findByText('read a-coin')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
    // The shop's origin is not the page's data: it stays.
    expect(screen.getByText('origin https://shop.example')).toBeInTheDocument();
  });

  it('runs the loader in the browser on a static host (no page data), and where the server had no answer', async () => {
    const loader = coinLoader();
    render(<Shop loader={loader} value={null} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('read a-coin')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
    const failedOnServer = coinLoader();
    render(<Shop loader={failedOnServer} value={{ url: '/a-coin', origin: 'https://shop.example' }} at="/a-coin" />);
    await waitFor(() => expect(failedOnServer).toHaveBeenCalledTimes(1));
  });

  it("hands a failing loader's error to the page, and follows a loader's redirect", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Shop loader={vi.fn(async () => Promise.reject(new Error('down')))} value={null} />);
    expect(await screen.findByText('error')).toBeInTheDocument();
    render(
      <Shop loader={vi.fn(async () => ({ status: 200 as const, data: null, redirect: '/verify/AB2CD3EF4G' }))} value={null} />,
    );
    expect(await screen.findByText('the certificate')).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('gives the same markup on the server and in hydration from the same page data', async () => {
    const loader = coinLoader();
    const html = renderToString(<Shop loader={loader} value={served()} />);
    expect(html).toContain('Gold dinar');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await act(async () => hydrateRoot(container, <Shop loader={loader} value={served()} />));
    expect(errors).not.toHaveBeenCalled();
    expect(loader).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
    vi.restoreAllMocks();
  });
});

function Buy() {
  return (
    <button type="button" disabled={!useHydrated()}>
      Buy
    </button>
  );
}

describe('useHydrated', () => {
  it('is false on the server and while hydrating, true once the page is hydrated', async () => {
    const html = renderToString(<Buy />);
    expect(html).toContain('disabled');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(container.querySelector('button')!.disabled).toBe(true);
    const root = await act(async () => hydrateRoot(container, <Buy />));
    expect(container.querySelector('button')!.disabled).toBe(false);
    act(() => root.unmount());
    container.remove();
  });

  it('is true at once in a page rendered in the browser', () => {
    render(<Buy />);
    expect(screen.getByRole('button', { name: 'Buy' })).toBeEnabled();
  });
});
