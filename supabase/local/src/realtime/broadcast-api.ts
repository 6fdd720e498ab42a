import type { ApiHandler, JwtClaims, ServerContext } from '../context.ts';
import { BodyTooLargeError, bearerToken, readBody, sendJson } from '../http.ts';
import { verifyJwt } from '../jwt.ts';
import { apiRoleRefusal } from '../roles.ts';
import { topicPermissions } from './authorization.ts';
import { roomOf, type Hub } from './hub.ts';

// Realtime's HTTP broadcast API, which realtime-js uses for httpSend() and for send() before a channel is
// joined: POST /api/broadcast with a batch of messages, POST /api/broadcast/{topic}/events/{event} with one
// payload. Both answer 202. A private message goes out only if the INSERT policies on realtime.messages
// let the caller write to its topic.

interface Message {
  topic: string;
  event: string;
  payload: unknown;
  private: boolean;
}

const MAX_BODY = 1024 * 1024;

export function broadcastApi(ctx: ServerContext, hub: Hub): ApiHandler {
  return async (req, res, path, url) => {
    const single = /^\/api\/broadcast\/([^/]+)\/events\/([^/]+)\/?$/.exec(path);
    if (path.replace(/\/+$/, '') !== '/api/broadcast' && !single) return sendJson(res, 404, { message: 'Not found' });
    if (req.method !== 'POST') return sendJson(res, 405, { message: 'Method not allowed' });
    const token = bearerToken(req);
    const verified = token ? await verifyJwt(ctx.jwtSecret, token) : undefined;
    if (!verified?.ok) return sendJson(res, 401, { message: verified ? verified.message : 'apikey required' });
    const refusal = await apiRoleRefusal(ctx.pool, verified.claims.role);
    if (refusal) return sendJson(res, 401, { message: refusal });
    let body: Buffer;
    try {
      body = await readBody(req, MAX_BODY);
    } catch (err) {
      if (err instanceof BodyTooLargeError) return sendJson(res, 413, { message: 'Payload Too Large' });
      throw err;
    }
    const messages = single
      ? singleMessage(
          decodeURIComponent(single[1]!),
          decodeURIComponent(single[2]!),
          url.searchParams.get('private') === 'true',
          body,
          req.headers['content-type'],
        )
      : batchMessages(body);
    if (typeof messages === 'string') return sendJson(res, 422, { message: messages });

    let refused: string | undefined;
    for (const message of messages) {
      if (message.private && !(await mayWrite(ctx, verified.claims, message.topic))) {
        refused ??= message.topic;
        continue;
      }
      const binary = message.payload instanceof ArrayBuffer ? message.payload : null;
      const frame = binary
        ? { type: 'broadcast', event: message.event }
        : { type: 'broadcast', event: message.event, payload: message.payload };
      hub.publish(roomOf(`realtime:${message.topic}`, message.private), frame, binary);
    }
    // The batch endpoint leaves refused messages out; the one-message endpoint says so.
    if (single && refused) {
      return sendJson(res, 403, {
        error: `Unauthorized: You do not have permissions to write to this Channel topic: ${refused}`,
      });
    }
    res.writeHead(202, { 'Content-Length': '0' });
    res.end();
  };
}

async function mayWrite(ctx: ServerContext, claims: JwtClaims, topic: string): Promise<boolean> {
  return (await topicPermissions(ctx, claims, topic)).broadcast.write;
}

function singleMessage(
  topic: string,
  event: string,
  isPrivate: boolean,
  body: Buffer,
  type: string | undefined,
): Message[] | string {
  if (type?.startsWith('application/octet-stream')) {
    const payload = body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer;
    return [{ topic, event, payload, private: isPrivate }];
  }
  try {
    return [{ topic, event, payload: JSON.parse(body.toString('utf8')), private: isPrivate }];
  } catch {
    return 'The payload must be JSON';
  }
}

function batchMessages(body: Buffer): Message[] | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return 'The body must be JSON';
  }
  const list = (parsed as { messages?: unknown })?.messages;
  if (!Array.isArray(list) || list.length === 0) return 'messages must be a non-empty list';
  const messages: Message[] = [];
  for (const item of list) {
    const m = (item ?? {}) as Record<string, unknown>;
    if (typeof m.topic !== 'string' || typeof m.event !== 'string') return 'each message needs a topic and an event';
    messages.push({ topic: m.topic, event: m.event, payload: m.payload ?? {}, private: m.private === true });
  }
  return messages;
}
