import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_DATA_ID, type PageData, PageDataProvider, readPageData, serializePageData, usePageData } from './pageData';

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

describe('usePageData', () => {
  it("gives a page the server's data for its own address only", () => {
    const { rerender } = render(
      <PageDataProvider value={data('Gold dinar')}>
        <Name url="/a-coin" />
      </PageDataProvider>,
    );
    expect(screen.getByText('Gold dinar')).toBeInTheDocument();
    rerender(
      <PageDataProvider value={data('Gold dinar')}>
        <Name url="/another-coin" />
      </PageDataProvider>,
    );
    expect(screen.getByText('none')).toBeInTheDocument();
  });
});
