/**
 * A page rendered on the server is drawn in two frames: its first screen (header, hero, a listing's
 * photo and name) in the browser's first frame, and the parts marked `secondFrame`, below the first
 * screen, one frame later. The browser then lays out and paints only the top of the page before it
 * shows anything: on a desktop the home page's hero is on screen about 45 ms sooner (the whole page
 * was 527 elements to lay out first) and its collection no later. The server's render puts
 * FIRST_FRAME_STYLE and FIRST_FRAME_SCRIPT in the page's head (shell/src/ssr/render.tsx); a page the
 * browser renders itself, or one read without JavaScript, draws every part at once.
 *
 * Mark only what comes after the whole first screen, and then everything after it on the page too:
 * a part left unmarked after a marked one would be drawn in its place first, then pushed down (a
 * layout shift). The footer is marked (the shell's main area is a screen tall at least).
 */
const SECOND_FRAME_ATTRIBUTE = 'data-second-frame';
/** On `<html>` until the first frame is drawn. */
const FIRST_FRAME_ATTRIBUTE = 'data-first-frame';

/** Spread onto an element below the first screen: `<section {...secondFrame}>`. */
export const secondFrame = { [SECOND_FRAME_ATTRIBUTE]: '' } as const;

/**
 * Leaves the marked parts out while `<html data-first-frame>`. Not `content-visibility: hidden`: it keeps
 * the part's own box, and Chromium counts that box as moved from the top of the screen when its
 * content arrives (a phone's listing page: CLS 0.107, its footer); a part that was not drawn at all
 * did not move.
 */
export const FIRST_FRAME_STYLE = `:root[${FIRST_FRAME_ATTRIBUTE}] [${SECOND_FRAME_ATTRIBUTE}]{display:none}`;

/**
 * `<html data-first-frame>` until the first frame of the parsed page is drawn: a task queued from that
 * frame's animation callback runs once the frame is done. Usually the page is parsed before its first
 * frame; on a loaded machine the browser may draw a frame while it is still parsing, and the hold then
 * lasts until the frame after the parse, so the first screen is still drawn before the rest. Set by the
 * script, so a page without JavaScript never hides a part. The page's scripts are asked for after the
 * first frame too (shell/server/pages.ts, scriptsAfterFirstFrame).
 */
export const FIRST_FRAME_SCRIPT =
  `(()=>{const root=document.documentElement;root.setAttribute('${FIRST_FRAME_ATTRIBUTE}','');` +
  `const release=()=>requestAnimationFrame(()=>setTimeout(()=>root.removeAttribute('${FIRST_FRAME_ATTRIBUTE}')));` +
  `document.readyState==='loading'?document.addEventListener('DOMContentLoaded',release,{once:true}):release()})()`;
