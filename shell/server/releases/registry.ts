/**
 * The release registry (issue 48): which published version of each remote is live, which is in canary
 * and for what share of visitors, and the history of who changed what when. One JSON file
 * (`releases/registry.json`, SIKKA_RELEASE_REGISTRY), written by the release commands
 * (scripts/release.mjs) and read at runtime by the shop's server (reader.ts). A remote the registry does
 * not name is served from the deployed remotes.json as before: with no registry the shop serves exactly
 * what it served without one.
 *
 * Every change here is a pure function from one registry to the next; a refused change throws a
 * ReleaseError whose message says what is wrong.
 */

/** A version as published: semver (1.2.0, 1.2.0-rc.1, 1.2.0+build.7). */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

/** A remote's name as remotes.json spells it. */
export const REMOTE_NAME = /^[a-z][a-z0-9_-]*$/;

export class ReleaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseError';
  }
}

/** Why `version` is no version a release can have, or null. */
export function versionProblem(version: string): string | null {
  if (!SEMVER.test(version))
    return `'${version}' is not a version: use semver, e.g. 1.4.0 or 1.4.0-rc.1 (a build id goes after a '+': 1.4.0+20261129.1)`;
  if (version.length > 64) return `'${version}' is longer than 64 characters`;
  return null;
}

/** Why `share` is no canary share, or null. */
export function shareProblem(share: number): string | null {
  if (!Number.isFinite(share) || share < 0 || share > 100) return `a canary share is a percentage from 0 to 100, not '${share}'`;
  return null;
}

export interface PublishedVersion {
  /** The browser build's mf-manifest.json (the server build is server/remoteEntry.js beside it). */
  manifest: string;
  at: string;
  by: string;
  /** The commit it was built from, when known. */
  commit?: string;
}

export interface HistoryEntry {
  at: string;
  by: string;
  action: 'publish' | 'promote' | 'canary' | 'rollback' | 'auto-rollback' | 'end-canary';
  version: string;
  /** The version live before (promote, rollback). */
  from?: string;
  share?: number;
  reason?: string;
}

export interface RemoteReleases {
  /** The version every visitor gets (unless in the canary); absent: the deployed remotes.json's URL. */
  live?: string;
  canary?: { version: string; share: number };
  published: Record<string, PublishedVersion>;
  /** Versions taken out of service by a rollback: a visit pinned to one moves to the live version. */
  withdrawn?: string[];
  /** Newest last. */
  history: HistoryEntry[];
}

export interface Registry {
  remotes: Record<string, RemoteReleases>;
}

export const EMPTY_REGISTRY: Registry = { remotes: {} };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The registry in `text`, checked whole: invalid JSON or a shape the server cannot serve (a live version
 * that was never published, a share outside 0–100) throws a ReleaseError naming the first problem.
 */
export function parseRegistry(text: string): Registry {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ReleaseError(`the registry is not valid JSON (${(error as Error).message})`);
  }
  if (!isObject(json) || !isObject(json.remotes)) throw new ReleaseError('the registry has no "remotes" object');
  const remotes: Record<string, RemoteReleases> = {};
  for (const [name, value] of Object.entries(json.remotes)) {
    const where = `the registry's remote "${name}"`;
    if (!REMOTE_NAME.test(name)) throw new ReleaseError(`${where}: not a remote name`);
    if (!isObject(value) || !isObject(value.published)) throw new ReleaseError(`${where} has no "published" object`);
    const published: Record<string, PublishedVersion> = {};
    for (const [version, entry] of Object.entries(value.published)) {
      const problem = versionProblem(version);
      if (problem) throw new ReleaseError(`${where}: ${problem}`);
      if (!isObject(entry) || typeof entry.manifest !== 'string')
        throw new ReleaseError(`${where}: ${version} names no manifest`);
      try {
        new URL(entry.manifest);
      } catch {
        throw new ReleaseError(`${where}: ${version}'s manifest '${entry.manifest}' is not an absolute URL`);
      }
      published[version] = {
        manifest: entry.manifest,
        at: String(entry.at ?? ''),
        by: String(entry.by ?? ''),
        ...(typeof entry.commit === 'string' ? { commit: entry.commit } : {}),
      };
    }
    const known = (version: unknown, what: string) => {
      if (typeof version !== 'string' || !published[version])
        throw new ReleaseError(`${where}: the ${what} version ${JSON.stringify(version)} was never published`);
      return version;
    };
    const releases: RemoteReleases = { published, history: [] };
    if (value.live !== undefined && value.live !== null) releases.live = known(value.live, 'live');
    if (value.canary !== undefined && value.canary !== null) {
      if (!isObject(value.canary)) throw new ReleaseError(`${where}: "canary" must be { "version", "share" }`);
      const share = Number(value.canary.share);
      const problem = shareProblem(share);
      if (problem) throw new ReleaseError(`${where}: ${problem}`);
      releases.canary = { version: known(value.canary.version, 'canary'), share };
    }
    if (Array.isArray(value.withdrawn)) releases.withdrawn = value.withdrawn.filter((v): v is string => typeof v === 'string');
    if (Array.isArray(value.history)) releases.history = value.history.filter(isObject) as unknown as HistoryEntry[];
    remotes[name] = releases;
  }
  return { remotes };
}

export const formatRegistry = (registry: Registry): string => `${JSON.stringify(registry, null, 2)}\n`;

export interface Change {
  by: string;
  at?: Date;
}

const stamp = (change: Change) => (change.at ?? new Date()).toISOString();

function releasesOf(registry: Registry, remote: string): RemoteReleases {
  return registry.remotes[remote] ?? { published: {}, history: [] };
}

function withRemote(registry: Registry, remote: string, releases: RemoteReleases): Registry {
  return { remotes: { ...registry.remotes, [remote]: releases } };
}

/** `version` of `remote` recorded as published at `manifest`; a version is published once, never replaced. */
export function recordPublished(
  registry: Registry,
  remote: string,
  version: string,
  manifest: string,
  change: Change & { commit?: string },
): Registry {
  if (!REMOTE_NAME.test(remote)) throw new ReleaseError(`'${remote}' is not a remote name`);
  const problem = versionProblem(version);
  if (problem) throw new ReleaseError(problem);
  const releases = releasesOf(registry, remote);
  if (releases.published[version])
    throw new ReleaseError(
      `${remote} ${version} is published already (${releases.published[version].at}): a version is never replaced, publish a new one`,
    );
  const at = stamp(change);
  return withRemote(registry, remote, {
    ...releases,
    published: {
      ...releases.published,
      [version]: { manifest, at, by: change.by, ...(change.commit ? { commit: change.commit } : {}) },
    },
    history: [...releases.history, { at, by: change.by, action: 'publish', version }],
  });
}

function requirePublished(registry: Registry, remote: string, version: string): RemoteReleases {
  const problem = versionProblem(version);
  if (problem) throw new ReleaseError(problem);
  const releases = registry.remotes[remote];
  if (!releases?.published[version]) {
    const known = Object.keys(releases?.published ?? {});
    throw new ReleaseError(
      `${remote} ${version} was never published${known.length ? ` (published: ${known.join(', ')})` : ` (${remote} has no published version: pnpm release:publish ${remote})`}`,
    );
  }
  return releases;
}

/**
 * `version` made live for everyone, or, with `canary`, served to that share of visitors beside the live
 * version (a share of 0 ends the canary; 100 is everyone, still as a canary until promoted).
 */
export function promote(registry: Registry, remote: string, version: string, change: Change & { canary?: number }): Registry {
  const releases = requirePublished(registry, remote, version);
  const at = stamp(change);
  const withdrawn = (releases.withdrawn ?? []).filter((v) => v !== version);
  if (change.canary !== undefined) {
    const problem = shareProblem(change.canary);
    if (problem) throw new ReleaseError(problem);
    if (version === releases.live)
      throw new ReleaseError(`${remote} ${version} is the live version already: a canary is a version beside it`);
    if (change.canary === 0) {
      const { canary: _ended, ...rest } = releases;
      return withRemote(registry, remote, {
        ...rest,
        withdrawn,
        history: [...releases.history, { at, by: change.by, action: 'end-canary', version }],
      });
    }
    return withRemote(registry, remote, {
      ...releases,
      withdrawn,
      canary: { version, share: change.canary },
      history: [...releases.history, { at, by: change.by, action: 'canary', version, share: change.canary }],
    });
  }
  if (version === releases.live && !releases.canary) throw new ReleaseError(`${remote} ${version} is live already`);
  const { canary: _promoted, ...rest } = releases;
  return withRemote(registry, remote, {
    ...rest,
    live: version,
    withdrawn,
    history: [
      ...releases.history,
      { at, by: change.by, action: 'promote', version, ...(releases.live ? { from: releases.live } : {}) },
    ],
  });
}

/** The version that was live before the current one (the latest promotion's `from`), if any. */
export function previousVersion(releases: RemoteReleases | undefined): string | undefined {
  if (!releases?.live) return undefined;
  const promotions = releases.history.filter(
    (entry) => (entry.action === 'promote' || entry.action === 'rollback') && entry.version === releases.live,
  );
  const last = promotions.at(-1);
  if (!last) return undefined;
  if (last.action === 'promote') return last.from;
  // Rolled back to the current version: the one before it is that version's own promotion's `from`.
  const promotedBefore = releases.history
    .slice(0, releases.history.lastIndexOf(last))
    .filter((entry) => entry.action === 'promote' && entry.version === releases.live)
    .at(-1);
  return promotedBefore?.from;
}

/**
 * Back to the previous live version: a canary running is ended first (rolling back a canary is ending
 * it); without a canary the live version goes back to the one before it. The version taken out is
 * withdrawn: visits pinned to it move on their next page.
 */
export function rollback(registry: Registry, remote: string, change: Change & { reason?: string; auto?: boolean }): Registry {
  const releases = registry.remotes[remote];
  if (!releases) throw new ReleaseError(`${remote} has no releases: there is nothing to roll back`);
  const at = stamp(change);
  const action = change.auto ? 'auto-rollback' : 'rollback';
  const reason = change.reason ? { reason: change.reason } : {};
  if (releases.canary) {
    const { canary, ...rest } = releases;
    return withRemote(registry, remote, {
      ...rest,
      withdrawn: [...new Set([...(releases.withdrawn ?? []), canary.version])],
      history: [
        ...releases.history,
        { at, by: change.by, action, version: releases.live ?? '', from: canary.version, share: canary.share, ...reason },
      ],
    });
  }
  const previous = previousVersion(releases);
  if (!releases.live || !previous)
    throw new ReleaseError(
      `${remote} has no previous version to roll back to${releases.live ? ` (${releases.live} is the first live version)` : ' (no version is live)'}`,
    );
  return withRemote(registry, remote, {
    ...releases,
    live: previous,
    withdrawn: [...new Set([...(releases.withdrawn ?? []).filter((v) => v !== previous), releases.live])],
    history: [...releases.history, { at, by: change.by, action, version: previous, from: releases.live, ...reason }],
  });
}
