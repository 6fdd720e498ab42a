/**
 * The shop's HTML document, built from the builds' own lists (the shell's page files, the route's remote
 * manifest: shell/server/pageFiles.ts), never by taking built HTML apart. The stylesheets are written in so
 * the page is painted styled before any script runs; React hoists the page's own head after these.
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
 * The page's script loader (an inline script): the scripts and their preloads (low priority, a remote's
 * carrying its name for serverPreloads.ts) are asked for in a task after the page's first frame (the one
 * FIRST_FRAME_SCRIPT reveals the rest in), so until then the link and the CPU carry the HTML and the first
 * screen's photo only: the scripts fetched alongside held the photo back, most on a phone. Scripts run in
 * their order, after the parse, as `defer` would. A hidden tab draws no frame, so it asks at once (or
 * when hidden before its first frame): the page is hydrated when the visitor looks.
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

/** The inline scripts the document runs, in its order: their hashes are the page's policy. */
export function documentScripts(assets: DocumentAssets): string[] {
  const loader = scriptLoader(assets);
  return loader ? [FIRST_FRAME_SCRIPT, loader] : [FIRST_FRAME_SCRIPT];
}

/** Stylesheets' texts made safe, by text: every render writes the same few. */
const safeStyles = new Map<string, string>();

/** A stylesheet's text that cannot end its `<style>` early. */
function styleText(css: string): string {
  let safe = safeStyles.get(css);
  if (safe === undefined) {
    safe = css.replace(/<\/style/gi, '<\\/style');
    if (safeStyles.size < 100) safeStyles.set(css, safe);
  }
  return safe;
}

/** The page data, written once the page's loader has answered (a slow `streamed` page's frame goes first). */
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
