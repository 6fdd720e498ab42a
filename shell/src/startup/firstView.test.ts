import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_VIEW_ID, firstScreenComplete, releaseFirstView } from './firstView';

const VIEWPORT = 800;

/** Places an element at `top` (px from the viewport's top), `height` tall, for the in-view checks. */
function placeAt<T extends Element>(element: T, top: number, height = 100): T {
  element.getBoundingClientRect = () => ({
    top,
    bottom: top + height,
    left: 0,
    right: 100,
    width: 100,
    height,
    x: 0,
    y: top,
    toJSON() {},
  });
  return element;
}

function image(top: number, complete: boolean) {
  const img = placeAt(document.createElement('img'), top);
  Object.defineProperty(img, 'complete', { configurable: true, get: () => complete });
  return img;
}

let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = `<div id="${FIRST_VIEW_ID}"></div><div id="root"></div>`;
  root = document.getElementById('root')!;
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(VIEWPORT);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('firstScreenComplete', () => {
  it('waits for the routed page: a header alone is not the first screen', () => {
    root.innerHTML = '<header><h1>Sikka</h1></header><main></main>';
    expect(firstScreenComplete(root, VIEWPORT)).toBe(false);
    root.querySelector('main')!.append(placeAt(document.createElement('h1'), 10));
    expect(firstScreenComplete(root, VIEWPORT)).toBe(true);
  });

  it("counts the remote's fallback as the page", () => {
    root.innerHTML = '<main><div role="alert">This part of the shop could not load.</div></main>';
    expect(firstScreenComplete(root, VIEWPORT)).toBe(true);
  });

  it('waits while a spinner or a busy region is on the first screen, not below it', () => {
    root.innerHTML = '<main><h1>Blog</h1></main>';
    const main = root.querySelector('main')!;
    const spinner = placeAt(document.createElement('span'), 300);
    spinner.setAttribute('role', 'status');
    main.append(spinner);
    expect(firstScreenComplete(root, VIEWPORT)).toBe(false);
    placeAt(spinner, VIEWPORT + 50);
    expect(firstScreenComplete(root, VIEWPORT)).toBe(true);
    const grid = placeAt(document.createElement('div'), 700);
    grid.setAttribute('aria-busy', 'true');
    main.append(grid);
    expect(firstScreenComplete(root, VIEWPORT)).toBe(false);
  });

  it('waits for the images on the first screen only', () => {
    root.innerHTML = '<main><h1>Coin</h1></main>';
    const main = root.querySelector('main')!;
    main.append(image(VIEWPORT + 10, false));
    expect(firstScreenComplete(root, VIEWPORT)).toBe(true);
    main.append(image(200, false));
    expect(firstScreenComplete(root, VIEWPORT)).toBe(false);
  });
});

describe('releaseFirstView', () => {
  it('removes the picture once the page renders its heading', async () => {
    releaseFirstView(root);
    expect(document.getElementById(FIRST_VIEW_ID)).not.toBeNull();
    root.innerHTML = '<main><h1>Sell Your Coins</h1></main>';
    await Promise.resolve(); // mutation records are delivered as a microtask
    expect(document.getElementById(FIRST_VIEW_ID)).toBeNull();
  });

  it('removes it when the last image on the first screen loads', async () => {
    let complete = false;
    root.innerHTML = '<main><h1>Coin</h1></main>';
    const img = placeAt(document.createElement('img'), 100);
    Object.defineProperty(img, 'complete', { get: () => complete });
    root.querySelector('main')!.append(img);
    releaseFirstView(root);
    await Promise.resolve();
    expect(document.getElementById(FIRST_VIEW_ID)).not.toBeNull();
    complete = true;
    img.dispatchEvent(new Event('load'));
    expect(document.getElementById(FIRST_VIEW_ID)).toBeNull();
  });

  it('removes it after the limit when the page never completes', () => {
    vi.useFakeTimers();
    root.innerHTML = '<main></main>';
    releaseFirstView(root, { limitMs: 4000 });
    vi.advanceTimersByTime(3999);
    expect(document.getElementById(FIRST_VIEW_ID)).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.getElementById(FIRST_VIEW_ID)).toBeNull();
  });

  it('does nothing on a page without a picture', () => {
    document.getElementById(FIRST_VIEW_ID)!.remove();
    root.innerHTML = '<main><h1>Privacy Policy</h1></main>';
    expect(() => releaseFirstView(root)()).not.toThrow();
    expect(root.querySelector('h1')).not.toBeNull();
  });
});
