import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FIRST_FRAME_SCRIPT } from '@sikka/shared/federation';
import { PAGE_DATA_ID } from '../startup/pageData';
import { Document, type DocumentAssets, documentScripts, scriptLoader } from './Document';

const ASSETS: DocumentAssets = {
  styles: [
    { href: '/static/css/startup.css', css: '.header{color:red}/*</style><b>*/' },
    { href: 'https://catalog.example/static/css/listing.css', css: '.listing{margin:0}' },
  ],
  icon: { href: '/favicon.svg', type: 'image/svg+xml' },
  scripts: ['/static/js/runtime.js', '/static/js/index.js'],
  preloads: [
    { href: '/static/js/async/lib-react-dom.js' },
    { href: 'https://catalog.example/remoteEntry.js', remote: 'catalog' },
  ],
};

const ALL_FILES = [
  'preload /static/js/async/lib-react-dom.js low',
  'preload https://catalog.example/remoteEntry.js low data-remote=catalog',
  'script /static/js/runtime.js async=false',
  'script /static/js/index.js async=false',
];

/**
 * Runs the script loader against a document that records what it is given: what it adds before the
 * first frame, once that frame's animation callback ran, and after the task that callback queued.
 */
function runScriptLoader(script: string, { visibilityState = 'visible', readyState = 'complete' } = {}) {
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  const listeners: Record<string, Array<() => void>> = {};
  const added: string[] = [];
  const document = {
    readyState,
    visibilityState,
    addEventListener: (event: string, listener: () => void) => (listeners[event] ??= []).push(listener),
    createElement: (tag: string) => {
      const attributes: Record<string, string> = {};
      return { tag, attributes, setAttribute: (name: string, value: string) => (attributes[name] = value) };
    },
    head: {
      append: (element: Record<string, unknown> & { attributes: Record<string, string> }) =>
        added.push(
          element.tag === 'link'
            ? `${element.rel} ${element.href} ${element.fetchPriority}${Object.entries(element.attributes)
                .map(([name, value]) => ` ${name}=${value}`)
                .join('')}`
            : `script ${element.src} async=${element.async}`,
        ),
    },
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', script)(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => tasks.push(callback),
  );
  const steps = { beforeFirstFrame: [...added], inFirstFrame: [] as string[] };
  const fire = (event: string) => {
    for (const listener of listeners[event]?.splice(0) ?? []) listener();
  };
  return {
    ...steps,
    /** The first frame is drawn: its animation callback, then the task it queued. */
    drawFirstFrame() {
      frames.shift()?.();
      steps.inFirstFrame = [...added];
      tasks.shift()?.();
      return added;
    },
    hide() {
      fire('visibilitychange');
      return added;
    },
    parsed() {
      document.readyState = 'interactive';
      fire('DOMContentLoaded');
      return added;
    },
    get steps() {
      return steps;
    },
  };
}

describe('the script loader', () => {
  it('asks for the scripts and their preloads once the first frame is drawn, the scripts in their order', () => {
    const loader = runScriptLoader(scriptLoader(ASSETS));
    expect(loader.beforeFirstFrame).toEqual([]);
    const after = loader.drawFirstFrame();
    expect(loader.steps.inFirstFrame).toEqual([]);
    expect(after).toEqual(ALL_FILES);
    // A later visibility change does not ask again.
    expect(loader.hide()).toEqual(ALL_FILES);
  });

  it('asks at once in a background tab, which draws no frame until shown, and when hidden before its first frame', () => {
    const background = runScriptLoader(scriptLoader(ASSETS), { visibilityState: 'hidden' });
    expect(background.beforeFirstFrame).toEqual(ALL_FILES);
    expect(background.drawFirstFrame()).toEqual(ALL_FILES);

    const switchedAway = runScriptLoader(scriptLoader(ASSETS));
    expect(switchedAway.beforeFirstFrame).toEqual([]);
    expect(switchedAway.hide()).toEqual(ALL_FILES);
    expect(switchedAway.drawFirstFrame()).toEqual(ALL_FILES);
  });

  it('waits for the document to be parsed when the first frame comes before its end', () => {
    const loader = runScriptLoader(scriptLoader(ASSETS), { readyState: 'loading' });
    expect(loader.drawFirstFrame()).toEqual([]);
    expect(loader.parsed()).toEqual([]);
    expect(loader.drawFirstFrame()).toEqual(ALL_FILES);
  });

  it('cannot be ended early by a file name', () => {
    const script = scriptLoader({ scripts: ['/static/js/a</script><b>.js'], preloads: [] });
    expect(script).not.toContain('</script');
    expect(runScriptLoader(script, { visibilityState: 'hidden' }).beforeFirstFrame).toEqual([
      'script /static/js/a</script><b>.js async=false',
    ]);
  });
});

describe('the document', () => {
  const page = { url: '/a-coin', origin: 'https://shop.example', result: { status: 200, data: { name: '</script><!--\u2028' } } };
  const html = `<!DOCTYPE html>${renderToString(
    <Document assets={ASSETS} pageData={page}>
      <title>A coin | Sikka</title>
      <link rel="preload" as="image" href="https://api.example/photo.jpg" fetchPriority="high" />
      <h1>A coin</h1>
    </Document>,
  )}`;
  const at = (text: string) => {
    const index = html.indexOf(text);
    expect(index, text).toBeGreaterThanOrEqual(0);
    return index;
  };

  it("puts the meta tags first, then the page's head and photo, the first-frame hold, the stylesheets and the script loader", () => {
    expect(at('<meta charSet="utf-8"/>')).toBeLessThan(at('<meta name="viewport"'));
    expect(at('<meta name="viewport"')).toBeLessThan(at('/favicon.svg'));
    // React hoists the page's head (its title, its photo's preload) before the document's own children.
    expect(at('/favicon.svg')).toBeLessThan(at('<title>A coin | Sikka</title>'));
    expect(at('<title>A coin | Sikka</title>')).toBeLessThan(at('photo.jpg'));
    expect(at('photo.jpg')).toBeLessThan(at(FIRST_FRAME_SCRIPT));
    expect(at(FIRST_FRAME_SCRIPT)).toBeLessThan(at('.header{color:red}'));
    expect(at('.header{color:red}')).toBeLessThan(at('.listing{margin:0}'));
    expect(at('.listing{margin:0}')).toBeLessThan(at('lib-react-dom.js'));
    expect(at('lib-react-dom.js')).toBeLessThan(at('</head>'));
    // Nothing in the markup makes the browser fetch a script while it parses and paints.
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).not.toMatch(/<link[^>]*rel="preload"[^>]*as="script"/);
  });

  it('writes exactly the inline scripts it names for its policy', () => {
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toEqual(documentScripts(ASSETS));
    expect(inline[0]).toBe(FIRST_FRAME_SCRIPT);
  });

  it('cannot be broken by a stylesheet or by the page data', () => {
    // One </style> per stylesheet and the first-frame style: a stylesheet cannot end its element.
    expect(html.match(/<\/style>/g)).toHaveLength(3);
    expect(html).toContain('.header{color:red}/*<\\/style><b>*/</style>');
    const data = html.slice(at(`id="${PAGE_DATA_ID}"`), html.lastIndexOf('</script>') + '</script>'.length);
    expect(data.match(/<\/script>/g)).toHaveLength(1);
    expect(data).not.toContain('<!--');
    expect(at('<h1>A coin</h1>')).toBeLessThan(at(PAGE_DATA_ID));
  });
});
