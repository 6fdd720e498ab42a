/**
 * For the server's tests: a rendered document as the Node build's render gives it (src/ssr/render.tsx),
 * written in the given parts, the last when `release` is called if one is held back.
 */
import type { Writable } from 'node:stream';
import type { RenderedDocument } from '../src/ssr/entry';

export function documentOf(parts: string | string[], { incomplete = false, scripts = [] as string[], streamed = true } = {}) {
  const chunks = typeof parts === 'string' ? [parts] : parts;
  let destination: Writable | undefined;
  let held: (() => void) | undefined;
  let finish: (missing: boolean) => void = () => {};
  const document: RenderedDocument = {
    scripts,
    streamed,
    pipe(to) {
      destination = to;
      for (const chunk of chunks.slice(0, -1)) to.write(chunk);
      // As render.tsx: the document is written whole when its destination says so.
      to.on('finish', () => finish(incomplete));
      to.on('close', () => finish(incomplete));
      held = () => to.end(chunks.at(-1));
    },
    incomplete: new Promise((resolve) => {
      finish = resolve;
    }),
  };
  return {
    document,
    /** Writes the last part and ends the document. */
    release: () => held?.(),
    get piped() {
      return destination !== undefined;
    },
  };
}

/** A document written whole at once. */
export function wholeDocument(
  html: string,
  options: { incomplete?: boolean; scripts?: string[]; streamed?: boolean } = {},
): RenderedDocument {
  const written = documentOf(html, { streamed: false, ...options });
  const { pipe } = written.document;
  return {
    ...written.document,
    pipe(to) {
      pipe(to);
      written.release();
    },
  };
}
