/**
 * The files of a page's document (src/ssr/Document.tsx), from the builds' own lists: the shell's page
 * files (dist/page-files.json) and the route's remote page's (that remote's mf-manifest.json).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemoteModuleId } from '@sikka/shared/federation';
import type { ShellPageFiles } from '../../tooling/rsbuild-federation';
import type { DocumentAssets, InlineStyle } from '../src/ssr/Document';
import { readCache } from '../src/ssr/readCache';

interface Assets {
  js?: { sync?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets?: Assets }[];
  shared?: { name: string; assets?: Assets }[];
}

const cssOf = (assets: Assets | undefined) => [...(assets?.css?.sync ?? []), ...(assets?.css?.async ?? [])];

/** The shared entries the shell provides (its mf-manifest.json): their styles are in its head already. */
export const readShellShared = (dist: string): Promise<string[]> =>
  readFile(join(dist, 'mf-manifest.json'), 'utf8')
    .then((text) => ((JSON.parse(text) as Manifest).shared ?? []).map((entry) => entry.name))
    .catch(() => []);

/**
 * The shell's part of every document, from its build's list of its page's files (dist/page-files.json,
 * tooling/rsbuild-federation.ts): its scripts, their preloads, its icon, and its stylesheets' text. The
 * build only preloads the stylesheets (its code applies them), but a page rendered here must be styled at
 * its first paint, or the whole page moves when the code arrives: they are written in.
 */
export async function readShellAssets(dist: string): Promise<DocumentAssets> {
  const file = join(dist, 'page-files.json');
  const files = JSON.parse(
    await readFile(file, 'utf8').catch((error: Error) => {
      throw new Error(`${file}: ${error.message} (the shell's build writes it: pnpm --filter @sikka/shell build)`);
    }),
  ) as ShellPageFiles;
  return {
    ...files,
    styles: await Promise.all(
      files.styles.map(async (href) => ({ href, css: await readFile(join(dist, new URL(href, 'http://x').pathname), 'utf8') })),
    ),
    preloads: files.preloads.map((href) => ({ href })),
  };
}

type PageFiles = Pick<DocumentAssets, 'styles' | 'preloads'>;
const NO_FILES: PageFiles = { styles: [], preloads: [] };

async function fetched(url: string): Promise<Response> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/**
 * The document's files for a page: the shell's, then the remote page's, read from its remote's manifest
 * (again after a minute, while the last read still serves: no render waits for the re-read). The page's stylesheets are written in: it is painted styled before any script
 * runs, and a remote origin the browser cannot reach does not hold the first paint as a `<link>` would
 * (their CSS has no relative url(), which would resolve against the page). With them, those of the shared
 * entries the remote brings and the shell does not (a post's markdown), which would otherwise arrive with
 * their code and move what the visitor reads. The remote's entry and the page's first files are preloaded,
 * so hydration does not wait for the runtime to read the manifest, marked with the remote's name so the
 * runtime does not add them again (src/federation/serverPreloads.ts).
 */
export function documentAssets(shell: DocumentAssets, remoteList: Record<string, string>, shellShared: ReadonlySet<string>) {
  // Hashed files never change: each stylesheet is read once.
  const stylesheet = readCache(async (href: string): Promise<InlineStyle> => ({ href, css: await (await fetched(href)).text() }));
  const read = async (page: RemoteModuleId): Promise<PageFiles> => {
    const [remote, module] = page.split('/') as [string, string];
    const url = remoteList[remote];
    if (!url) return NO_FILES;
    const manifest = (await (await fetched(url)).json()) as Manifest;
    const base = new URL(manifest.metaData?.publicPath ?? './', url).href;
    const expose = manifest.exposes?.find((candidate) => candidate.name === module || candidate.name === `./${module}`);
    const brought = (manifest.shared ?? []).filter((entry) => !shellShared.has(entry.name));
    const css = new Set([expose, ...brought].flatMap((entry) => cssOf(entry?.assets)));
    const entry = manifest.metaData?.remoteEntry;
    const entryFile = entry?.name ? [`${entry.path ? entry.path.replace(/\/?$/, '/') : ''}${entry.name}`] : [];
    const styles = await Promise.all(
      [...css].map((file) =>
        stylesheet(new URL(file, base).href).catch((error: Error) => {
          console.error(`serve: stylesheet ${error.message}`);
          return null;
        }),
      ),
    );
    return {
      styles: styles.filter((sheet) => sheet !== null),
      preloads: [...entryFile, ...(expose?.assets?.js?.sync ?? [])].map((file) => ({ href: new URL(file, base).href, remote })),
    };
  };
  const files = readCache(read, { ttlMs: 60_000, staleMs: 60_000 });
  return async (page: RemoteModuleId | undefined): Promise<DocumentAssets> => {
    const remote = page
      ? await files(page).catch((error: Error) => {
          console.error(`serve: ${page}'s manifest: ${error.message}`);
          return NO_FILES;
        })
      : NO_FILES;
    return { ...shell, styles: [...shell.styles, ...remote.styles], preloads: [...shell.preloads, ...remote.preloads] };
  };
}
