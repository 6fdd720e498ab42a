/**
 * The shop's pages with releases (issue 48): one page writer (../pages.ts, with its page cache) per
 * list of remote versions a request is given, so a visitor in the canary and one outside it are each
 * served their own render of an address. The shell's server build registers one remote list at a time
 * with the federation runtime (src/ssr/render.tsx), so renders of different lists take turns
 * (`oneListAtATime`): a render waits until those of another list in flight have ended.
 */
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import type { RenderPage, RenderedPage } from '../pages';
import type { ReleaseService } from './service';

/** Writers kept at most: a list per combination of canaries in service (two canaries: four lists) and a few staff overrides. */
const WRITERS = 32;

/**
 * `render`, with renders of different remote lists never at the same time. Once a render of another list
 * waits, new renders of the current list wait too, so the list in service drains and the other gets its
 * turn (a steady stream of the live list's renders cannot starve the canary's). A turn lasts until the document
 * is written whole: a streamed page still renders after `render` has answered.
 */
export function oneListAtATime(render: RenderPage, holdAtMostMs = 15_000): RenderPage {
  let current: string | undefined;
  let running = 0;
  let waiting: Array<() => void> = [];
  const mustWait = (key: string) => running > 0 && (current !== key || waiting.length > 0);
  const release = () => {
    running--;
    if (running === 0) {
      const woken = waiting;
      waiting = [];
      for (const wake of woken) wake();
    }
  };
  return async (request) => {
    const key = JSON.stringify(request.remotes);
    while (mustWait(key)) await new Promise<void>((resolve) => waiting.push(resolve));
    current = key;
    running++;
    let result: Awaited<ReturnType<RenderPage>>;
    try {
      result = await render(request);
    } catch (error) {
      release();
      throw error;
    }
    // A document is still being rendered (streamed) after the render resolves: the turn lasts until it
    // is written whole (or `holdAtMostMs`, should nobody ever write it).
    const whole = result.document?.incomplete;
    if (!whole) release();
    else {
      let released = false;
      const once = () => {
        if (released) return;
        released = true;
        clearTimeout(timer);
        release();
      };
      const timer = setTimeout(once, holdAtMostMs);
      timer.unref();
      void whole.then(once, once);
    }
    return result;
  };
}

export interface ReleasedPagesOptions {
  releases: ReleaseService;
  /** A page writer for one remote list (../pages.ts pageWriter with that list). */
  writerFor(remotes: Record<string, string>): (url: string, gone?: AbortSignal) => Promise<RenderedPage>;
  /** The page's headers for its remote list (service.ts releasedPageHeaders). */
  headersFor(remotes: Record<string, string>): (scriptSources: readonly string[]) => OutgoingHttpHeaders;
}

export function releasedPages({ releases, writerFor, headersFor }: ReleasedPagesOptions) {
  const writers = new Map<string, (url: string, gone?: AbortSignal) => Promise<RenderedPage>>();
  return async (
    url: string,
    req: IncomingMessage,
    gone?: AbortSignal,
  ): Promise<RenderedPage & { headers?: OutgoingHttpHeaders }> => {
    const assignment = releases.assignFor(req);
    const key = JSON.stringify(assignment.remotes);
    let write = writers.get(key);
    if (!write) {
      write = writerFor(assignment.remotes);
      writers.set(key, write);
      if (writers.size > WRITERS) writers.delete(writers.keys().next().value as string);
    } else {
      // Most recently used last: the oldest list is the one let go.
      writers.delete(key);
      writers.set(key, write);
    }
    const page = await write(url, gone);
    // Every remote of the page counted against its version ('default': the deployed remotes.json's).
    releases.counter.page({
      ...Object.fromEntries(Object.keys(assignment.remotes).map((name) => [name, 'default'])),
      ...assignment.versions,
    });
    return {
      ...page,
      headers: {
        ...headersFor(assignment.remotes)(page.scriptSources),
        // The page depends on the visit's versions (its cookie: a canary, a pinned visit, a staff
        // override): a shared cache must not give one visitor's render to another.
        Vary: 'Cookie',
        ...(assignment.cookies.length ? { 'Set-Cookie': assignment.cookies } : {}),
      },
    };
  };
}
