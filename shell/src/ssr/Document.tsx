/**
 * The shop's HTML document as a React component: what the server streams for every page it renders
 * (render.tsx). Its parts come from the builds' own lists, never from taking built HTML apart: the
 * shell's page tags (dist/page-tags.json, tooling/rsbuild-federation.ts) and the route's remote
 * manifest (shell/server/pages.ts). In the head, in this order: the meta tags, the first-frame hold
 * (@sikka/shared/federation firstFrame), the stylesheets written in (the page is painted styled
 * before any script runs), the icon, and the script loader, which asks for the scripts after the
 * first frame. The page's own head (DocumentMeta: title, description, Open Graph, its photo's preload)
 * is hoisted by React after these. The page data follows the page in the body.
 */
import { Suspense, use, type ReactNode } from 'react';
import { FIRST_FRAME_SCRIPT, FIRST_FRAME_STYLE } from '@sikka/shared/federation';
import { REMOTE_PRELOAD_ATTRIBUTE } from '../federation/serverPreloads';
import { PAGE_DATA_ID, type ServedPage, serializePageData } from '../startup/pageData';

/** A stylesheet written into the page: its address (the CSS loader that owns it finds it by `data-href`) and text. */
export interface InlineStyle {
  href: string;
  css: string;
}

/** A script the page asks for after its first frame, preloaded; a remote's carry its name. */
export interface ScriptPreload {
  href: string;
  remote?: string;
}

export interface DocumentAssets {
  /** The shell's stylesheets, then the remote page's. */
  styles: InlineStyle[];
  /** The shell's icon (`<link rel="icon">`), as its build names it. */
  icon?: { href: string; type?: string };
  /** The shell's scripts, run in this order. */
  scripts: string[];
  /** Preloads of the scripts the page's hydration needs: the shell's chunks, the remote's entry and page files. */
  preloads: ScriptPreload[];
}

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page's script loader (an inline script): the scripts and their preloads are asked for once the
 * page's first frame is drawn (the first after the parse: a loaded browser may draw one while still
 * parsing), in a task queued from that frame's animation callback, the moment FIRST_FRAME_SCRIPT shows
 * the rest of the page. Until then the browser's two cores and the link carry the HTML, its first
 * screen and that screen's photo only: fetched and compiled alongside (even at low priority), the
 * dozen scripts held a listing's photo back by 40–60 ms on a desktop (bench:web from the page cache:
 * LCP 164 → 100–108 ms) and by 300 ms on a phone (768 → 448 ms). Hydration ends no later on a desktop
 * and about 140 ms later on a phone. The preloads are added first (a remote's carry its name:
 * src/federation/serverPreloads.ts), at low priority, then the scripts, run in their order and never
 * before the document is parsed, as `defer` would. A page opened in a background tab (or prerendered)
 * draws no frame until it is shown, so it asks at once, and one hidden before its first frame asks
 * then: either is hydrated when the visitor looks. A page without JavaScript is unaffected.
 */
export function scriptLoader({ preloads, scripts }: Pick<DocumentAssets, 'preloads' | 'scripts'>): string {
  if (scripts.length === 0 && preloads.length === 0) return '';
  const load =
    `for(const[href,remote]of ${json(preloads.map((preload) => (preload.remote ? [preload.href, preload.remote] : [preload.href])))}){` +
    `const link=document.createElement('link');link.rel='preload';link.as='script';link.fetchPriority='low';` +
    `if(remote)link.setAttribute(${json(REMOTE_PRELOAD_ATTRIBUTE)},remote);link.href=href;document.head.append(link)}` +
    `for(const src of ${json(scripts)}){const script=document.createElement('script');script.src=src;script.async=false;document.head.append(script)}`;
  const start =
    `if(started)return;started=true;` +
    `document.readyState==='loading'?document.addEventListener('DOMContentLoaded',load,{once:true}):load()`;
  const afterFrame = 'requestAnimationFrame(()=>setTimeout(start))';
  const when =
    `document.visibilityState==='hidden'?start():` +
    `(document.readyState==='loading'?document.addEventListener('DOMContentLoaded',afterFrame,{once:true}):afterFrame(),` +
    `document.addEventListener('visibilitychange',start,{once:true}))`;
  return `(()=>{let started=false;const load=()=>{${load}};const start=()=>{${start}};const afterFrame=()=>${afterFrame};${when}})()`;
}

/** The inline scripts the document runs, in its order: their hashes are the page's policy (shell/server/security.ts). */
export function documentScripts(assets: DocumentAssets): string[] {
  const loader = scriptLoader(assets);
  return loader ? [FIRST_FRAME_SCRIPT, loader] : [FIRST_FRAME_SCRIPT];
}

/** A stylesheet's text that cannot end its `<style>` early. */
const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The page data, written once the page's loader has answered (a page whose loader is still running
 * streams its frame first: render.tsx): JSON escaped by serializePageData, no `<` inside.
 */
function PageDataScript({ page }: { page: ServedPage | Promise<ServedPage> }) {
  const data = page instanceof Promise ? use(page) : page;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by serializePageData (no `<` inside)
  return <script id={PAGE_DATA_ID} type="application/json" dangerouslySetInnerHTML={{ __html: serializePageData(data) }} />;
}

export interface DocumentProps {
  assets: DocumentAssets;
  /** The page data, or its promise while the page's loader runs. */
  pageData: ServedPage | Promise<ServedPage>;
  /** The shell's frame and page (App, in its providers). */
  children: ReactNode;
}

export function Document({ assets, pageData, children }: DocumentProps) {
  const [firstFrame, loader] = documentScripts(assets);
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3f0d12" />
        {/* The first screen in the first frame, the rest in the next. */}
        <style>{FIRST_FRAME_STYLE}</style>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of the shop's own code */}
        <script dangerouslySetInnerHTML={{ __html: firstFrame! }} />
        {assets.styles.map((style) => (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the builds' own stylesheets, unable to end early
          <style key={style.href} data-href={style.href} dangerouslySetInnerHTML={{ __html: styleText(style.css) }} />
        ))}
        {assets.icon && <link rel="icon" href={assets.icon.href} type={assets.icon.type} />}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: made by scriptLoader from the builds' file names */}
        {loader && <script dangerouslySetInnerHTML={{ __html: loader }} />}
      </head>
      <body>
        <div id="root">{children}</div>
        <Suspense fallback={null}>
          <PageDataScript page={pageData} />
        </Suspense>
      </body>
    </html>
  );
}
