/**
 * The shell's Node build's entry, which the shop's server calls to render a page. The import is the async
 * boundary federation needs before the shared singletons are used, as index.ts is in the browser.
 */
import type { RenderRequest, RenderResult } from './render';

export type { RenderedDocument, RenderRequest, RenderResult } from './render';

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const { render } = await import('./render');
  return render(request);
}
