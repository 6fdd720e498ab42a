import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, useLocation } from '@sikka/shared/router';
import { describe, expect, it } from 'vitest';
import {
  PAGE_DATA_ID,
  type PageData,
  PageDataProvider,
  readPageData,
  serializePageData,
  useHydrated,
  usePageData,
  useSiteOrigin,
} from './pageData';

const data = (name: string): PageData => ({
  page: 'catalog/ListingPage',
  url: '/a-coin',
  origin: 'https://shop.example',
  data: { slug: 'a-coin', listing: { name } },
});

describe('serializePageData', () => {
  it('writes nothing that can end the script element or start markup, and reads back the same value', () => {
    const value = data('</script><script>alert(1)</script> & <!-- \u2028');
    const json = serializePageData(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    document.body.innerHTML = `<script id="${PAGE_DATA_ID}" type="application/json">${json}</script>`;
    expect(readPageData()).toEqual(value);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('reads nothing on a page the server did not render', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPageData()).toBeNull();
  });
});

function Name({ url }: { url: string }) {
  const value = usePageData<{ listing: { name: string } }>('catalog/ListingPage', url);
  return <p>{value ? value.listing.name : 'none'}</p>;
}

/** The page at the router's address, and a link away and back. */
function Here() {
  return (
    <>
      <Name url={useLocation().pathname} />
      <Link to="/another-coin">away</Link>
      <Link to="/a-coin">back</Link>
      <span>origin {useSiteOrigin()}</span>
    </>
  );
}

describe('usePageData', () => {
  it("gives a page the server's data for its own address only", () => {
    const { rerender } = render(
      <MemoryRouter initialEntries={['/a-coin']}>
        <PageDataProvider value={data('Gold dinar')}>
          <Name url="/a-coin" />
        </PageDataProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText('Gold dinar')).toBeInTheDocument();
    rerender(
      <MemoryRouter initialEntries={['/a-coin']}>
        <PageDataProvider value={data('Gold dinar')}>
          <Name url="/another-coin" />
        </PageDataProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText('none')).toBeInTheDocument();
  });

  it('forgets the data once the visitor leaves its address, so a page visited again reads for itself', () => {
    render(
      <MemoryRouter initialEntries={['/a-coin']}>
        <PageDataProvider value={data('Gold dinar')}>
          <Here />
        </PageDataProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText('Gold dinar')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'away' }));
    expect(screen.getByText('none')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'back' }));
    expect(screen.getByText('none')).toBeInTheDocument();
    // The shop's origin is not the page's data: it stays.
    expect(screen.getByText('origin https://shop.example')).toBeInTheDocument();
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
