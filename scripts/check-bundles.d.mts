/** What e2e/tests/first-load.spec.ts reads of scripts/check-bundles.mjs: the builds and a route's first load. */
export interface Builds {
  get(app: string): { dist: string } | undefined;
}
export function readBuilds(root?: string): Builds;
export function firstLoad(
  builds: Builds,
  route: { path: string; remote?: string; page?: string },
): { files: Map<string, Set<string>>; sharedKeys: Set<string> };
