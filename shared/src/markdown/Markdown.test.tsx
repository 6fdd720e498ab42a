import { act, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { useLocation } from '@sikka/shared/router';
import { MemoryRouter } from '@sikka/shared/router/fixed';
import { describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';
import { safeUrl } from './safeUrl';

function renderMarkdown(markdown: string) {
  return render(
    <MemoryRouter>
      <Markdown>{markdown}</Markdown>
    </MemoryRouter>,
  ).container;
}

/** What must never reach the page from a post, whatever the author typed. */
function expectInert(container: HTMLElement) {
  expect(
    container.querySelector(
      'script, style, iframe, object, embed, svg, math, form, input:not([type="checkbox"]), base, meta, link',
    ),
  ).toBeNull();
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name, `${element.tagName} ${attribute.name}`).not.toMatch(/^on/i);
      expect(attribute.name).not.toBe('style');
      expect(attribute.value, `${element.tagName} ${attribute.name}`).not.toMatch(/^\s*(javascript|vbscript|data):/i);
    }
  }
}

const XSS_PAYLOADS: Array<[string, string]> = [
  ['a script tag', '<script>window.pwned = 1</script>'],
  ['a script tag inside a paragraph', 'Hello <script>alert(1)</script> world'],
  ['an img with onerror', '<img src="x" onerror="alert(1)">'],
  ['an img with onerror in markdown clothing', '![x](x" onerror="alert(1))'],
  ['a javascript: link', '[click me](javascript:alert(1))'],
  ['a javascript: link in mixed case with an entity', '[click](JaVaScRiPt&#58;alert(1))'],
  ['a javascript: link hidden by a tab', '[click](<java\tscript:alert(1)>)'],
  ['a javascript: link as a reference', '[click][evil]\n\n[evil]: javascript:alert(1)'],
  ['a javascript: autolink', '<javascript:alert(1)>'],
  ['a vbscript: link', '[click](vbscript:msgbox(1))'],
  ['a data: URL link', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['a data: URL image', '![pixel](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
  ['an inline SVG with onload', '<svg onload="alert(1)"><circle r="4"/></svg>'],
  ['an SVG with a script inside', '<svg><script>alert(1)</script></svg>'],
  ['an iframe', '<iframe src="javascript:alert(1)"></iframe>'],
  ['an anchor tag with a javascript: href', '<a href="javascript:alert(1)">x</a>'],
  ['an event handler on a div', '<div onclick="alert(1)" style="position:fixed">x</div>'],
  ['a style tag', '<style>body{display:none}</style>'],
  ['a form with a button', '<form action="https://evil.example"><button>go</button></form>'],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['an object with a data: URL', '<object data="data:text/html,<script>alert(1)</script>"></object>'],
];

describe('Markdown renders a post safely', () => {
  it.each(XSS_PAYLOADS)('leaves %s inert', (_name, payload) => {
    expectInert(renderMarkdown(payload));
  });

  it('drops the javascript: address but keeps the link text', () => {
    const container = renderMarkdown('[click me](javascript:alert(1))');
    expect(container.textContent).toContain('click me');
    expect(container.querySelector('a[href]')).toBeNull();
  });

  it('shows raw HTML neither as elements nor as markup', () => {
    const container = renderMarkdown('Before <b onmouseover="x()">bold</b> after');
    expect(container.querySelector('b')).toBeNull();
    expect(container.innerHTML).not.toContain('onmouseover');
  });

  it('renders GitHub-flavoured tables, lists, links and images', () => {
    const container = renderMarkdown(
      '| Coin | Year |\n| --- | --- |\n| Rupee | 1835 |\n\n- one\n- two\n\n1. first\n\n[RBI](https://rbi.org.in) and [home](/blog)\n\n![A rupee](https://example.com/rupee.jpg)',
    );
    expect(container.querySelector('table th')?.textContent).toBe('Coin');
    expect(container.querySelector('table td')?.textContent).toBe('Rupee');
    expect(container.querySelectorAll('ul li')).toHaveLength(2);
    expect(container.querySelectorAll('ol li')).toHaveLength(1);
    const external = container.querySelector('a[href="https://rbi.org.in"]');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(external).toHaveAttribute('target', '_blank');
    expect(container.querySelector('a[href="/blog"]')).not.toHaveAttribute('target');
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://example.com/rupee.jpg');
    expect(container.querySelector('img')).toHaveAttribute('alt', 'A rupee');
  });

  it('turns a top-level heading into a section heading: the page title is the one h1', () => {
    const container = renderMarkdown('# Inside the post');
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('h2')?.textContent).toBe('Inside the post');
  });
});

describe('safeUrl', () => {
  it.each([
    'https://example.com/a',
    'http://example.com',
    '/blog/x',
    '#notes',
    'mailto:a@b.in',
    'tel:+919876543210',
    '//cdn.example.com/a.jpg',
  ])('keeps the link %s', (url) => expect(safeUrl(url, 'href')).toBe(url));

  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:x',
    'data:text/html,x',
    'file:///etc/passwd',
    'blob:https://x/y',
    '',
  ])('drops the link %j', (url) => expect(safeUrl(url, 'href')).toBeNull());

  it('allows images from the web only', () => {
    expect(safeUrl('https://example.com/a.jpg', 'src')).toBe('https://example.com/a.jpg');
    expect(safeUrl('data:image/png;base64,AAAA', 'src')).toBeNull();
    expect(safeUrl('mailto:a@b.in', 'src')).toBeNull();
  });
});

describe('a post the server rendered', () => {
  const POST = '## The coin\n\nSee [the pig rupee](/blog/the-1911-pig-rupee) and [Numista](https://en.numista.com/).';
  const OTHER = '## Another post\n\nA *different* text.';
  let showOther: () => void = () => {};

  function Post() {
    const [text, setText] = useState(POST);
    showOther = () => setText(OTHER);
    return (
      <>
        <Markdown>{text}</Markdown>
        <output>{useLocation().pathname}</output>
      </>
    );
  }
  const app = (
    <MemoryRouter initialEntries={['/blog/the-rupee-through-time']}>
      <Post />
    </MemoryRouter>
  );

  it("is hydrated without parsing it again: the server's elements stay, its shop links stay in the app, new text renders", async () => {
    // What the server writes: the markdown rendered (jsdom has a window, so a plain render stands in).
    const served = render(app);
    const html = served.container.innerHTML;
    served.unmount();
    expect(html).toContain('<h2>The coin</h2>');
    const container = document.createElement('div');
    // Marked, to tell the server's elements from any the browser would make by parsing the text again
    // (a text that differs from the browser's own render would be a hydration error, then replaced).
    container.innerHTML = html.replace('<h2>The coin</h2>', '<h2>The coin, as served</h2>');
    document.body.append(container);
    const heading = container.querySelector('h2');
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, app, { onRecoverableError: (error) => errors.push(error) }));

    expect(errors).toEqual([]);
    // The very elements the server wrote, not new ones made by rendering the markdown again.
    expect(container.querySelector('h2')).toBe(heading);
    expect(heading?.textContent).toBe('The coin, as served');

    const external = container.querySelector<HTMLAnchorElement>('a[href^="https:"]')!;
    expect(external.target).toBe('_blank');
    act(() => {
      fireEvent.click(container.querySelector('a[href="/blog/the-1911-pig-rupee"]')!);
    });
    expect(container.querySelector('output')?.textContent).toBe('/blog/the-1911-pig-rupee');

    act(() => showOther());
    expect(container.querySelector('h2')?.textContent).toBe('Another post');
    expect(container.querySelector('em')?.textContent).toBe('different');
    expect(container.textContent).not.toContain('The coin');
    act(() => root.unmount());
    container.remove();
  });

  it('follows a shop link inside the app when the browser rendered the text too, but leaves a modified click to the browser', () => {
    const { container } = render(app);
    const link = container.querySelector<HTMLAnchorElement>('a[href="/blog/the-1911-pig-rupee"]')!;
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true); // not prevented: a new tab, the browser's
    expect(container.querySelector('output')?.textContent).toBe('/blog/the-rupee-through-time');
    expect(fireEvent.click(link)).toBe(false);
    expect(container.querySelector('output')?.textContent).toBe('/blog/the-1911-pig-rupee');
  });
});
