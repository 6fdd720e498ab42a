import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LazySlot, type LazySlotProps, RemoteSlot } from './RemoteSlot';
import { forgetRemoteModules, preloadRemoteModule } from './loadRemoteModule';

// The federation runtime is the boundary of this unit: each test decides what loading a remote does.
const loadRemote = vi.hoisted(() => vi.fn());
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote }));

const sellPage = { default: () => <h1>Sell Your Coins</h1> };

describe('RemoteSlot', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    forgetRemoteModules();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('renders the remote page once it has loaded', async () => {
    loadRemote.mockResolvedValue(sellPage);
    render(<RemoteSlot id="sell/SellPage" />);
    expect(await screen.findByRole('heading', { name: 'Sell Your Coins' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('sell/SellPage');
  });

  it('shows the accessible fallback when the remote cannot be loaded, and retries on request', async () => {
    loadRemote.mockRejectedValueOnce(new Error('RUNTIME-003 manifest failed')).mockResolvedValueOnce(sellPage);
    render(<RemoteSlot id="sell/SellPage" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the shop is unavailable right now');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sell Your Coins' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('renders a page loaded beforehand at once, without a spinner or a second load', async () => {
    loadRemote.mockResolvedValue(sellPage);
    await preloadRemoteModule('sell/SellPage');
    render(<RemoteSlot id="sell/SellPage" />);
    expect(screen.getByRole('heading', { name: 'Sell Your Coins' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledOnce();
  });

  it('reports a failed load from before its first render, then loads again on Try again', async () => {
    loadRemote.mockRejectedValueOnce(new Error('RUNTIME-008 remoteEntry failed')).mockResolvedValueOnce(sellPage);
    await expect(preloadRemoteModule('sell/SellPage')).rejects.toThrow('RUNTIME-008');
    render(<RemoteSlot id="sell/SellPage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the shop is unavailable right now');
    expect(loadRemote).toHaveBeenCalledOnce();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sell Your Coins' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('loads a failed remote again when its route is opened again', async () => {
    loadRemote.mockRejectedValueOnce(new Error('RUNTIME-003 manifest failed')).mockResolvedValueOnce(sellPage);
    const first = render(<RemoteSlot id="sell/SellPage" />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    first.unmount();

    render(<RemoteSlot id="sell/SellPage" />);
    expect(await screen.findByRole('heading', { name: 'Sell Your Coins' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('shows the fallback when the remote has no page to render', async () => {
    loadRemote.mockResolvedValue(null);
    render(<RemoteSlot id="blog/BlogListPage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the shop is unavailable right now');
  });

  it('contains a page that throws while rendering', async () => {
    loadRemote.mockResolvedValue({
      default: () => {
        throw new Error('broken page');
      },
    });
    render(
      <>
        <p>header stays</p>
        <RemoteSlot id="catalog/HomePage" />
      </>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByText('header stays')).toBeInTheDocument();
  });

  it('counts a remote that never answers as failed after the time limit, and ignores its late answer', async () => {
    let answer: (module: unknown) => void = () => {};
    loadRemote.mockReturnValueOnce(new Promise((resolve) => (answer = resolve))).mockResolvedValueOnce(sellPage);
    render(<RemoteSlot id="sell/SellPage" timeoutMs={50} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the shop is unavailable right now');
    answer(sellPage);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sell Your Coins' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sell Your Coins' })).toBeInTheDocument();
  });

  it('passes props to a widget and shows its own fallback with a retry', async () => {
    const widget = { default: ({ label }: { label: string }) => <button type="button">{label}</button> };
    loadRemote.mockRejectedValueOnce(new Error('RUNTIME-008')).mockResolvedValueOnce(widget);
    render(
      <RemoteSlot<{ label: string }>
        id="checkout/CheckoutDialog"
        props={{ label: 'Pay now' }}
        fallback={(retry) => (
          <button type="button" onClick={retry}>
            Checkout unavailable, retry
          </button>
        )}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Checkout unavailable, retry' }));
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeInTheDocument();
  });
});

describe('LazySlot', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows a spinner, then the page its chunk brings', async () => {
    const load = vi.fn(async () => ({ default: () => <h1>Privacy Policy</h1> }));
    render(<LazySlot name="page privacy-policy" load={load} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('shows the fallback when the chunk cannot be fetched, and fetches it again on Try again', async () => {
    const load = vi
      .fn<LazySlotProps['load']>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: () => <h1>Privacy Policy</h1> });
    render(<LazySlot name="page privacy-policy" load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the shop is unavailable right now');
    expect(console.error).toHaveBeenCalledWith(
      '[sikka] page privacy-policy is unavailable',
      expect.any(TypeError),
      expect.anything(),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
