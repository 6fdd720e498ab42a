/**
 * Which version of each remote one request gets (issue 48):
 * 1. a staff member's override (a signed cookie only the server makes, for a signed-in staff member:
 *    override.ts), for their own browser;
 * 2. the version the visit started with (cookie `sikka_visit`, renewed on every page, gone after 30
 *    minutes without one): a promotion does not switch a checkout in the middle; a version rolled back
 *    (withdrawn) is left at once;
 * 3. the canary, for its share of visitors: a visitor's place (0–99) for each remote is a hash of their
 *    id (cookie `sikka_visitor`, a year) and the remote's name, so it never changes while the share stays,
 *    and a larger share keeps everyone the smaller one had;
 * 4. the live version; a remote without one in the registry: the deployed remotes.json's URL.
 * The same list goes into the page (the browser loads what the server rendered) and answers the
 * visitor's /remotes.json (a page the browser renders itself).
 */
import { randomBytes } from 'node:crypto';
import type { Registry } from './registry';

export const VISITOR_COOKIE = 'sikka_visitor';
export const VISIT_COOKIE = 'sikka_visit';
/** A visit ends after this long without a page. */
export const VISIT_IDLE_S = 30 * 60;
const VISITOR_S = 365 * 24 * 60 * 60;

export interface Assignment {
  /** remotes.json as this request gets it: name → manifest URL. */
  remotes: Record<string, string>;
  /** The registry's version of each remote served from it (others: the deployed remotes.json's). */
  versions: Record<string, string>;
  /** Cookies to set (the visitor's id, the visit's versions). */
  cookies: string[];
}

/** The request's cookies by name (the first of a repeated name). */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (!name || name in cookies) continue;
    try {
      cookies[name] = decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      // not ours: ignored
    }
  }
  return cookies;
}

/**
 * The visitor's place in a remote's canary, 0–99: the same for the same visitor and remote. FNV-1a with
 * murmur3's final mix (well spread, and about 0.3 µs where a SHA-256 took 11 µs per remote per request;
 * nothing secret rides on it: a visitor who picks their id picks only which version they see).
 */
export function canaryBucket(visitorId: string, remote: string): number {
  const key = `${remote}\n${visitorId}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) % 100;
}

export const newVisitorId = (): string => randomBytes(12).toString('base64url');
const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** `sikka_visit`'s value: catalog=1.2.0,checkout=1.0.0. */
export function parseVisit(value: string | undefined): Record<string, string> {
  const pins: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    const [name, version] = pair.split('=');
    if (name && version) pins[name] = version;
  }
  return pins;
}

const formatVisit = (versions: Record<string, string>) =>
  Object.entries(versions)
    .map(([name, version]) => `${name}=${version}`)
    .join(',');

export function cookie(name: string, value: string, maxAgeS: number | undefined, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Path=/;${maxAgeS === undefined ? '' : ` Max-Age=${maxAgeS};`} HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export interface AssignOptions {
  /** The deployed remotes.json. */
  base: Record<string, string>;
  registry: Registry;
  cookies: Record<string, string>;
  /** A verified staff override: remote → version (override.ts). */
  override?: Record<string, string>;
  /** The site is served over https: cookies are Secure. */
  secure?: boolean;
}

export function assign({ base, registry, cookies, override = {}, secure = false }: AssignOptions): Assignment {
  const remotes = { ...base };
  const versions: Record<string, string> = {};
  const pins = parseVisit(cookies[VISIT_COOKIE]);
  let visitor = cookies[VISITOR_COOKIE] && VISITOR_ID.test(cookies[VISITOR_COOKIE]) ? cookies[VISITOR_COOKIE] : undefined;
  const newVisitor = !visitor;
  let canaryAsked = false;
  for (const [name, releases] of Object.entries(registry.remotes)) {
    const serveable = (version: string | undefined): version is string =>
      version !== undefined && Boolean(releases.published[version]) && !releases.withdrawn?.includes(version);
    let version: string | undefined;
    if (serveable(override[name])) version = override[name];
    else if (serveable(pins[name])) version = pins[name];
    else if (releases.canary && releases.canary.share > 0) {
      canaryAsked = true;
      visitor ??= newVisitorId();
      version = canaryBucket(visitor, name) < releases.canary.share ? releases.canary.version : releases.live;
    } else version = releases.live;
    if (!version) continue;
    versions[name] = version;
    remotes[name] = releases.published[version]!.manifest;
  }
  const cookiesOut: string[] = [];
  // Nothing is set while the registry serves nothing: the shop answers as it did without releases.
  if (canaryAsked && newVisitor && visitor) cookiesOut.push(cookie(VISITOR_COOKIE, visitor, VISITOR_S, secure));
  const pinned = Object.fromEntries(Object.entries(versions).filter(([name]) => override[name] !== versions[name]));
  if (Object.keys(pinned).length)
    cookiesOut.push(cookie(VISIT_COOKIE, formatVisit({ ...pins, ...pinned }), VISIT_IDLE_S, secure));
  return { remotes, versions, cookies: cookiesOut };
}
