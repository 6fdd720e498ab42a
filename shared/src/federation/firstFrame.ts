/**
 * A server-rendered page is drawn in two frames: its first screen, then, one frame later, the parts
 * marked `secondFrame`, so the browser lays out only the top of the page before it shows anything. A page
 * the browser renders itself, or read without JavaScript, draws every part at once.
 *
 * Mark only what comes after the whole first screen, and everything after it too: an unmarked part after
 * a marked one would be drawn in its place first, then pushed down (a layout shift).
 */
const SECOND_FRAME_ATTRIBUTE = 'data-second-frame';
const FIRST_FRAME_ATTRIBUTE = 'data-first-frame';

/** Spread onto an element below the first screen: `<section {...secondFrame}>`. */
export const secondFrame = { [SECOND_FRAME_ATTRIBUTE]: '' } as const;

/**
 * Not `content-visibility: hidden`: Chromium counts a kept box as moved when its content arrives (layout
 * shift); a part not drawn at all did not move.
 */
export const FIRST_FRAME_STYLE = `:root[${FIRST_FRAME_ATTRIBUTE}] [${SECOND_FRAME_ATTRIBUTE}]{display:none}`;

/**
 * `<html data-first-frame>` until the first frame after the parse is drawn (a task queued from its
 * animation callback runs once it is done). Set by script, so a page without JavaScript hides nothing.
 */
export const FIRST_FRAME_SCRIPT =
  `(()=>{const root=document.documentElement;root.setAttribute('${FIRST_FRAME_ATTRIBUTE}','');` +
  `const release=()=>requestAnimationFrame(()=>setTimeout(()=>root.removeAttribute('${FIRST_FRAME_ATTRIBUTE}')));` +
  `document.readyState==='loading'?document.addEventListener('DOMContentLoaded',release,{once:true}):release()})()`;
