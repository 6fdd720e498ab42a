import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteArea } from './RemoteBoundary';
import { forgetRemotePages, preloadRemotePage } from './remotePages';

// The federation runtime is the boundary of this unit: each test decides what loading a remote does.
const loadRemote = vi.hoisted(() => vi.fn());
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote }));

const sellPage = { default: () => <h1>Sell Your Coins</h1> };

describe('RemoteArea', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    forgetRemotePages();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('renders the remote page once it has loaded', async () => {
    loadRemote.mockResolvedValue(sellPage);
    render(<RemoteArea remote="sell/SellPage" />);
    expect(await screen.findByRole('heading', { name: 'Sell Your Coins' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('sell/SellPage');
  });

  it('shows the accessible fallback when the remote cannot be loaded, and retries on request', async () => {
    loadRemote.mockRejectedValueOnce(new Error('RUNTIME-003 manifest failed')).mockResolvedValueOnce(sellPage);
    render(<RemoteArea remote="sell/SellPage" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the shop is unavailable right now');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sell Your Coins' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('renders a page loaded beforehand at once, without a spinner or a second load', async () => {
    loadRemote.mockResolvedValue(sellPage);
    await preloadRemotePage('sell/SellPage');
    render(<RemoteArea remote="sell/SellPage" />);
    expect(screen.getByRole('heading', { name: 'Sell Your Coins' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledOnce();
  });

  it('reports a failed load from before its first render, then loads again on Try again', async () => {
    loadRemote.mockRejectedValueOnce(new Error('RUNTIME-008 remoteEntry failed')).mockResolvedValueOnce(sellPage);
    await expect(preloadRemotePage('sell/SellPage')).rejects.toThrow('RUNTIME-008');
    render(<RemoteArea remote="sell/SellPage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the shop is unavailable right now');
    expect(loadRemote).toHaveBeenCalledOnce();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sell Your Coins' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('loads a failed remote again when its route is opened again', async () => {
    loadRemote.mockRejectedValueOnce(new Error('RUNTIME-003 manifest failed')).mockResolvedValueOnce(sellPage);
    const first = render(<RemoteArea remote="sell/SellPage" />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    first.unmount();

    render(<RemoteArea remote="sell/SellPage" />);
    expect(await screen.findByRole('heading', { name: 'Sell Your Coins' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('shows the fallback when the remote has no page to render', async () => {
    loadRemote.mockResolvedValue(null);
    render(<RemoteArea remote="blog/BlogListPage" />);
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
        <RemoteArea remote="catalog/HomePage" />
      </>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByText('header stays')).toBeInTheDocument();
  });
});
