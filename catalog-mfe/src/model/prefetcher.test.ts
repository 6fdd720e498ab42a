// @vitest-environment jsdom
import { PAGE_DATA_ID } from '@sikka/shared/federation';
import { describe, expect, it } from 'vitest';
import { renderedInBrowser } from './prefetcher';

describe('renderedInBrowser', () => {
  it("is true in a page without the server's data, false in one that carries it", () => {
    expect(renderedInBrowser()).toBe(true);
    const script = document.createElement('script');
    script.id = PAGE_DATA_ID;
    script.type = 'application/json';
    script.textContent = '{}';
    document.body.append(script);
    expect(renderedInBrowser()).toBe(false);
    script.remove();
  });
});
