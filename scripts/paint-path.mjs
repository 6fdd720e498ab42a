#!/usr/bin/env node
/**
 * `pnpm bench:paint-path`: the lines a reader follows from the HTTP request for a listing to its hydrated
 * page (issue 52's "request-to-paint path"): the server that answers it, the render, the document, the
 * browser's start, the federation plumbing and the listing page with its data. The page's own UI
 * components (header, footer, gallery) are not counted. Prints each file's lines and its code lines
 * (neither blank nor a comment), and the totals.
 *   --against=<checkout>  the same count over another checkout, beside this one's
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT } from './run.mjs';

/** The path, in the order a request meets it. A file that moves or splits is listed under its new name. */
export const PAINT_PATH = [
  'shell/server/main.ts',
  'shell/server/shop.ts',
  'shell/server/site.ts',
  'shell/server/server.ts',
  'shell/server/files.ts',
  'shell/server/security.ts',
  'shell/server/pages.ts',
  'shell/server/pageFiles.ts',
  'shell/src/ssr/entry.ts',
  'shell/src/ssr/render.tsx',
  'shell/src/ssr/readCache.ts',
  'shell/src/ssr/sharedRead.ts',
  'shell/src/ssr/Document.tsx',
  'shell/src/routeTable.ts',
  'shell/src/App.tsx',
  'shell/src/seller/useSellerDetails.ts',
  'shell/src/index.ts',
  'shell/src/bootstrap.tsx',
  'shell/src/startup/pageData.ts',
  'shell/src/federation/shareLoading.ts',
  'shell/src/federation/serverPreloads.ts',
  'shell/src/federation/preloadRoute.ts',
  'shared/src/config/routes.ts',
  'shared/src/supabase/runtimeConfig.ts',
  'shared/src/federation/remoteList.ts',
  'shared/src/federation/firstFrame.ts',
  'shared/src/federation/loadRemoteModule.ts',
  'shared/src/federation/manifestFetch.ts',
  'shared/src/federation/retry.ts',
  'shared/src/federation/RemoteSlot.tsx',
  'shared/src/federation/pageData.tsx',
  'shared/src/async/useAsync.ts',
  'shared/src/lib/DocumentMeta.tsx',
  'catalog-mfe/src/pages/ListingPage.tsx',
  'catalog-mfe/src/model/useListing.ts',
];

/** Lines, and code lines: neither blank nor inside a comment. */
export function countLines(text) {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  let code = 0;
  let inBlock = false;
  for (const raw of lines) {
    const line = raw.trim();
    if (inBlock) {
      const end = line.indexOf('*/');
      if (end === -1) continue;
      inBlock = false;
      if (line.slice(end + 2).trim() !== '') code++;
      continue;
    }
    if (line === '' || line.startsWith('//') || line.startsWith('{/*')) continue;
    if (line.startsWith('/*')) {
      inBlock = !line.includes('*/');
      continue;
    }
    code++;
  }
  return { lines: lines.length, code };
}

function count(checkout) {
  const files = PAINT_PATH.map((file) => {
    const path = join(checkout, file);
    return { file, ...(existsSync(path) ? countLines(readFileSync(path, 'utf8')) : { lines: 0, code: 0, missing: true }) };
  });
  const present = files.filter((file) => !file.missing);
  return {
    files,
    total: present.reduce((sum, file) => sum + file.lines, 0),
    code: present.reduce((sum, file) => sum + file.code, 0),
    count: present.length,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const against = process.argv.find((arg) => arg.startsWith('--against='))?.slice('--against='.length);
  const here = count(ROOT);
  const there = against ? count(resolve(against)) : null;
  const cell = (file) => (file.missing ? '—' : `${file.lines} (${file.code})`).padStart(12);
  console.log(`${'file'.padEnd(44)}${'this'.padStart(12)}${there ? against.padStart(Math.max(12, against.length + 2)) : ''}`);
  here.files.forEach((file, index) => {
    console.log(
      `${file.file.padEnd(44)}${cell(file)}${there ? cell(there.files[index]).padStart(Math.max(12, against.length + 2)) : ''}`,
    );
  });
  const summary = (result) => `${result.total} lines (${result.code} code) in ${result.count} files`;
  console.log(`\nthis checkout: ${summary(here)}`);
  if (there) console.log(`${against}: ${summary(there)}`);
}
