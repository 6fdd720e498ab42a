/**
 * The API fixtures of the release gate's pages check (issue 48; scripts/release-gate.mjs, check 4): the
 * HTTP exchanges the gate's render of a remote's pages makes with the shop's API, recorded once against
 * the demo data into `<remote>-mfe/gate-fixtures.json` and replayed when no API answers (a remote's own
 * `ci`, run alone), so a team can run the gate without the shop's backend.
 * - startRecorder(upstream): a proxy in front of the API that keeps each exchange;
 * - startReplay(fixtures): serves the recorded answers by method, path with query, the request headers
 *   that choose the answer (KEY_HEADERS) and, for a POST (an RPC), its body; anything else answers 404
 *   with a JSON body saying it is not in the fixtures, and is kept in `misses` for the gate to report.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { APPS } from './apps.mjs';
import { ROOT } from './run.mjs';

/** The request headers an answer depends on (PostgREST: single object, count, schema, range). */
const KEY_HEADERS = ['accept', 'accept-profile', 'content-profile', 'prefer', 'range'];
/** The response headers a loader reads (the body's type, PostgREST's count). */
const ANSWER_HEADERS = ['content-range', 'content-type', 'preference-applied'];

export const fixturesFile = (remote) => join(ROOT, APPS.find((app) => app.name === remote)?.dir ?? remote, 'gate-fixtures.json');

export const readFixtures = (file) => JSON.parse(readFileSync(file, 'utf8'));

const pick = (headers, names) =>
  Object.fromEntries(names.filter((name) => headers[name] != null).map((name) => [name, String(headers[name])]));

/**
 * JSON when it is JSON (the fixtures file stays readable), the text as it came otherwise, and for a JSON
 * string (an RPC answering '"2026-…"', kept with its quotes); none when empty.
 */
function parsed(text) {
  if (text === '') return undefined;
  try {
    const value = JSON.parse(text);
    return typeof value === 'string' ? text : value;
  } catch {
    return text;
  }
}

const bodyText = (body) => (body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body));

/** What identifies a request among the recorded ones. */
export const requestKey = (request) =>
  JSON.stringify([request.method, request.path, request.headers ?? {}, request.method === 'GET' ? '' : bodyText(request.body)]);

/** `what` of a request, for a person: 'GET /rest/v1/listings?…'. */
export const describeRequest = (request) =>
  `${request.method} ${request.path}${request.method === 'GET' || request.body === undefined ? '' : ` ${bodyText(request.body)}`}`;

function readRequest(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () =>
      resolve({
        method: req.method,
        path: req.url,
        headers: pick(req.headers, KEY_HEADERS),
        body: parsed(Buffer.concat(chunks).toString('utf8')),
      }),
    );
    req.on('error', reject);
  });
}

function listen(server) {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      }),
    ),
  );
}

/** A proxy to `upstream` that records every exchange; `fixtures()` gives them sorted, one per request. */
export async function startRecorder(upstream) {
  const exchanges = new Map();
  const server = createServer(async (req, res) => {
    try {
      const request = await readRequest(req);
      const headers = { ...req.headers };
      for (const name of ['host', 'connection', 'content-length', 'accept-encoding']) delete headers[name];
      const answer = await fetch(new URL(request.path, upstream), {
        method: request.method,
        headers,
        body: request.method === 'GET' || request.method === 'HEAD' ? undefined : bodyText(request.body),
      });
      const text = await answer.text();
      const response = {
        status: answer.status,
        headers: pick(Object.fromEntries(answer.headers), ANSWER_HEADERS),
        body: parsed(text),
      };
      exchanges.set(requestKey(request), { request, response });
      res.writeHead(response.status, response.headers).end(text);
    } catch (error) {
      res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ message: String(error) }));
    }
  });
  return {
    ...(await listen(server)),
    fixtures: () => [...exchanges.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, exchange]) => exchange),
  };
}

/** Writes the fixtures stable: sorted by request, pretty, a trailing newline. */
export function writeFixtures(file, remote, exchanges) {
  const text = JSON.stringify(
    {
      about: `The API exchanges of the release gate's render of ${remote}'s pages against the demo data, replayed when no API answers. Re-record: node scripts/release-gate.mjs --record ${remote}`,
      exchanges,
    },
    null,
    2,
  );
  writeFileSync(file, `${text}\n`);
}

/** Serves `fixtures.exchanges`; a request not among them answers 404 and is kept in `misses`. */
export async function startReplay(fixtures) {
  const answers = new Map(fixtures.exchanges.map((exchange) => [requestKey(exchange.request), exchange.response]));
  const misses = [];
  const server = createServer(async (req, res) => {
    const request = await readRequest(req);
    const response = answers.get(requestKey(request));
    if (!response) {
      const what = describeRequest(request);
      if (!misses.includes(what)) misses.push(what);
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: `not in the gate's fixtures: ${what}`, headers: request.headers }));
      return;
    }
    res.writeHead(response.status, response.headers).end(bodyText(response.body));
  });
  return { ...(await listen(server)), misses };
}
