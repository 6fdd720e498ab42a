/**
 * Releases on the shop's server (issue 48): the registry read at runtime (reader.ts), each request's
 * versions (assign.ts) for its page and its /remotes.json, the published versions' files under
 * /releases/<remote>/<version>/, a staff member's override (override.ts), the browsers' error reports
 * and the canary watch (errors.ts), and /releases/status for the System panel.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { fileAt, sendFile } from '../files';
import { pageHeadersOf, remoteOrigins } from '../security';
import { CORS_HEADERS, type RouteHandler, sendText } from '../server';
import { type Assignment, assign, cookie, parseCookies } from './assign';
import { type CanaryRule, canaryVerdict, errorCounter, parseErrorReport } from './errors';
import { OVERRIDE_COOKIE, overrideSigner, staffRoleOf } from './override';
import { type RegistryReader, registryReader } from './reader';
import { REMOTE_NAME, rollback, versionProblem } from './registry';
import { type ReleasePaths, updateRegistryFile } from './store';

export interface ReleaseServiceOptions {
  paths: ReleasePaths;
  /** The deployed remotes.json. */
  base: Record<string, string>;
  /** Its text, served as it is while the registry serves no version. */
  baseText?: string;
  /** The API (staff_role() under a staff member's token). */
  backend: { url: string; key: string };
  /** The site is served over https. */
  secure: boolean;
  pollMs?: number;
  /** The canary watch (SIKKA_CANARY_ERROR_MARGIN, SIKKA_CANARY_MIN_PAGES); `false` turns it off. */
  canaryRule?: CanaryRule | false;
  /** How often the canaries are judged (default 5 s). */
  watchMs?: number;
  /** Staff role lookup (tests). */
  staffRole?: (accessToken: string) => Promise<string | null>;
}

const BODY_LIMIT = 16 * 1024;

async function jsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) throw new Error('the body is too large');
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
  } catch {
    throw new Error('the body is not JSON');
  }
}

const json = (req: IncomingMessage, res: ServerResponse, status: number, body: unknown, headers: OutgoingHttpHeaders = {}) =>
  sendText(req, res, status, 'answer.json', `${JSON.stringify(body)}\n`, { 'Cache-Control': 'no-store', ...headers });

const bearer = (req: IncomingMessage) => /^Bearer (\S+)$/.exec(String(req.headers.authorization ?? ''))?.[1];

/** The canary rule from the environment (defaults: 5 points over live, after 20 pages). */
export function canaryRuleFromEnv(env: NodeJS.ProcessEnv = process.env): CanaryRule {
  const margin = Number(env.SIKKA_CANARY_ERROR_MARGIN ?? 0.05);
  const minPages = Number(env.SIKKA_CANARY_MIN_PAGES ?? 20);
  if (!Number.isFinite(margin) || margin < 0 || margin > 1)
    throw new Error(
      `SIKKA_CANARY_ERROR_MARGIN is a fraction from 0 to 1 (0.05: five points), not '${env.SIKKA_CANARY_ERROR_MARGIN}'`,
    );
  if (!Number.isInteger(minPages) || minPages < 1)
    throw new Error(`SIKKA_CANARY_MIN_PAGES is a whole number of pages, not '${env.SIKKA_CANARY_MIN_PAGES}'`);
  return { margin, minPages };
}

export function releaseService(options: ReleaseServiceOptions) {
  const { paths, base, secure } = options;
  const reader: RegistryReader = registryReader({ path: paths.registry, pollMs: options.pollMs });
  const signer = overrideSigner();
  const counter = errorCounter();
  const staffRole = options.staffRole ?? ((token: string) => staffRoleOf(options.backend, token));

  function assignFor(req: IncomingMessage): Assignment {
    const cookies = parseCookies(req.headers.cookie);
    const override = signer.verify(cookies[OVERRIDE_COOKIE])?.versions;
    return assign({ base, registry: reader.current(), cookies, override, secure });
  }

  const knownRemotes = () => new Set([...Object.keys(base), ...Object.keys(reader.current().remotes)]);

  /** The staff member's role behind the request's bearer token, or an answer refusing them. */
  async function requireStaff(req: IncomingMessage, res: ServerResponse): Promise<string | undefined> {
    const token = bearer(req);
    const role = token ? await staffRole(token).catch(() => null) : null;
    if (!role) {
      await json(req, res, 403, { error: 'Only a signed-in member of staff can do this.' });
      return undefined;
    }
    return role;
  }

  const routes: Record<string, RouteHandler> = {
    // A page the browser renders itself reads the same versions the server would have rendered.
    '/remotes.json': (req, res) => {
      const assignment = assignFor(req);
      // Nothing from the registry: the deployed file as it is, as without releases.
      const body = Object.keys(assignment.versions).length ? `${JSON.stringify(assignment.remotes)}\n` : options.baseText;
      return sendText(req, res, 200, 'remotes.json', body ?? `${JSON.stringify(base)}\n`, {
        'Cache-Control': 'no-cache',
        Vary: 'Cookie',
        ...(assignment.cookies.length ? { 'Set-Cookie': assignment.cookies } : {}),
      });
    },
    '/releases/status': async (req, res) => {
      if (!(await requireStaff(req, res))) return;
      const registry = reader.current();
      return json(req, res, 200, {
        registry: reader.status(),
        remotes: Object.fromEntries(
          [...knownRemotes()].map((name) => {
            const releases = registry.remotes[name];
            const versions = Object.keys(releases?.published ?? {});
            return [
              name,
              {
                live: releases?.live ?? null,
                canary: releases?.canary ?? null,
                manifest: releases?.live ? releases.published[releases.live]!.manifest : base[name],
                published: versions,
                withdrawn: releases?.withdrawn ?? [],
                history: (releases?.history ?? []).slice(-20),
                counts: Object.fromEntries(['default', ...versions].map((version) => [version, counter.of(name, version)])),
              },
            ];
          }),
        ),
      });
    },
  };

  const postRoutes: Record<string, RouteHandler> = {
    '/releases/override': async (req, res) => {
      let body: unknown;
      try {
        body = await jsonBody(req);
      } catch (error) {
        return json(req, res, 400, { error: (error as Error).message });
      }
      const role = await requireStaff(req, res);
      if (!role) return;
      const { remote, version } = (body ?? {}) as { remote?: unknown; version?: unknown };
      if (remote === null || remote === undefined)
        return json(req, res, 200, { override: null }, { 'Set-Cookie': cookie(OVERRIDE_COOKIE, '', 0, secure) });
      if (typeof remote !== 'string' || !REMOTE_NAME.test(remote) || !knownRemotes().has(remote))
        return json(req, res, 400, {
          error: `There is no remote named '${String(remote)}' (remotes: ${[...knownRemotes()].join(', ')}).`,
        });
      if (typeof version !== 'string' || versionProblem(version))
        return json(req, res, 400, { error: versionProblem(String(version)) ?? 'a version is needed' });
      if (!reader.current().remotes[remote]?.published[version])
        return json(req, res, 400, { error: `${remote} ${version} was never published.` });
      return json(
        req,
        res,
        200,
        { override: { [remote]: version } },
        { 'Set-Cookie': cookie(OVERRIDE_COOKIE, signer.sign({ [remote]: version }, role), undefined, secure) },
      );
    },
    '/releases/errors': async (req, res) => {
      let report: ReturnType<typeof parseErrorReport>;
      try {
        report = parseErrorReport(await jsonBody(req));
      } catch (error) {
        report = (error as Error).message;
      }
      if (typeof report === 'string') return json(req, res, 400, { error: report });
      if (!knownRemotes().has(report.remote))
        return json(req, res, 400, { error: `There is no remote named '${report.remote}'.` });
      counter.error(report);
      res.writeHead(204, { ...CORS_HEADERS, 'Cache-Control': 'no-store' });
      res.end();
    },
  };

  /** /releases/<remote>/<version>/<file>: a published version's files (never registry.json). */
  async function serveRelease(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    const match = /^\/releases\/([a-z][a-z0-9_-]*)\/([^/]+)\/(.+)$/.exec(pathname);
    if (!match || versionProblem(decodeURIComponent(match[2]!))) return false;
    const file = await fileAt(paths.dir, pathname.slice('/releases'.length));
    if (!file) return false;
    sendFile(req, res, file, { ...CORS_HEADERS });
    return true;
  }

  /** The canaries judged against their live versions; one past the margin is rolled back. */
  let watching = false;
  async function watchCanaries(rule: CanaryRule) {
    if (watching) return;
    watching = true;
    try {
      for (const [remote, releases] of Object.entries(reader.current().remotes)) {
        if (!releases.canary) continue;
        const verdict = canaryVerdict(
          counter.of(remote, releases.canary.version),
          counter.of(remote, releases.live ?? 'default'),
          rule,
        );
        if (!verdict) continue;
        const version = releases.canary.version;
        await updateRegistryFile(paths.registry, (registry) =>
          registry.remotes[remote]?.canary?.version === version
            ? rollback(registry, remote, { by: 'canary watch', auto: true, reason: verdict })
            : registry,
        );
        console.error(`releases: ${remote} ${version}'s canary rolled back: ${verdict}`);
        await reader.refresh();
      }
    } catch (error) {
      console.error(`releases: the canary watch: ${(error as Error).message}`);
    } finally {
      watching = false;
    }
  }
  const rule = options.canaryRule === undefined ? canaryRuleFromEnv() : options.canaryRule;
  const watch = rule ? setInterval(() => void watchCanaries(rule), options.watchMs ?? 5000) : undefined;
  watch?.unref();

  return {
    reader,
    counter,
    routes,
    postRoutes,
    serveRelease,
    assignFor,
    /** /health's `releases`: whether the registry file reads. */
    health: () => reader.status(),
    ready: () => reader.refresh(),
    stop() {
      reader.stop();
      if (watch) clearInterval(watch);
    },
  };
}

export type ReleaseService = ReturnType<typeof releaseService>;

/** Headers of a page served with `remotes`: its policy names their origins too. */
export function releasedPageHeaders(apiUrls: readonly string[], codeOrigins: readonly string[]) {
  const byList = new Map<string, (scriptSources: readonly string[]) => OutgoingHttpHeaders>();
  return (remotes: Record<string, string>) => {
    const origins = remoteOrigins(remotes);
    const key = origins.join(' ');
    let headers = byList.get(key);
    if (!headers) {
      headers = pageHeadersOf(apiUrls, [...new Set([...codeOrigins, ...origins])]);
      if (byList.size < 20) byList.set(key, headers);
    }
    return headers;
  };
}
