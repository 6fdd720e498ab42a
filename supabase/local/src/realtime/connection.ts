import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { JwtClaims, ServerContext } from '../context.ts';
import { verifyJwt } from '../jwt.ts';
import { apiRoleRefusal } from '../roles.ts';
import { topicPermissions } from './authorization.ts';
import { FilterError, parseFilter } from './filters.ts';
import { push, type Binding, type Channel, type Hub, type Peer } from './hub.ts';
import { decodeBinary, decodeText, encodeFrame, type Frame, type Vsn } from './phoenix.ts';

const EVENTS = new Set(['*', 'INSERT', 'UPDATE', 'DELETE']);

/** One websocket: Phoenix's join/leave/heartbeat/access_token plus broadcast and presence pushes. */
export class Connection implements Peer {
  private channels = new Map<string, Channel>();
  /** Frames are handled one after another, in arrival order (a join's token check is async). */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly ctx: ServerContext,
    private readonly hub: Hub,
    private readonly ws: WebSocket,
    readonly vsn: Vsn,
    private readonly socketClaims: JwtClaims,
  ) {
    ws.on('message', (data, isBinary) => {
      const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      this.queue = this.queue.then(() => this.onMessage(buf, isBinary)).catch((err) => console.error('[realtime]', err));
    });
    ws.on('close', () => {
      for (const channel of this.channels.values()) hub.remove(channel);
      this.channels.clear();
    });
  }

  send(data: string | Buffer): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(data);
  }

  closeChannel(channel: Channel, reason: string): void {
    push(channel, 'system', { status: 'error', message: reason, extension: 'system', channel: channel.name });
    push(channel, 'phx_close', {});
    this.leave(channel);
  }

  private reply(f: Frame, status: 'ok' | 'error', response: unknown): void {
    this.send(
      encodeFrame(this.vsn, {
        joinRef: f.joinRef,
        ref: f.ref,
        topic: f.topic,
        event: 'phx_reply',
        payload: { status, response },
      }),
    );
  }

  private async onMessage(buf: Buffer, isBinary: boolean): Promise<void> {
    if (isBinary) {
      const decoded = decodeBinary(buf);
      const channel = decoded && this.channels.get(decoded.frame.topic);
      if (!decoded || !channel?.canWrite.broadcast) return;
      this.hub.broadcast(channel, decoded.frame.payload as Record<string, unknown>, decoded.binary);
      if (decoded.frame.ref) this.reply(decoded.frame, 'ok', {});
      return;
    }
    const frame = decodeText(this.vsn, buf.toString('utf8'));
    if (!frame) return;
    if (frame.topic === 'phoenix' && frame.event === 'heartbeat') return this.reply(frame, 'ok', {});
    if (frame.event === 'phx_join') return this.join(frame);
    const channel = this.channels.get(frame.topic);
    if (!channel) {
      if (frame.ref) this.reply(frame, 'error', { reason: 'unmatched topic' });
      return;
    }
    const payload = (frame.payload ?? {}) as Record<string, unknown>;
    switch (frame.event) {
      case 'phx_leave':
        this.reply(frame, 'ok', {});
        this.leave(channel);
        return;
      case 'access_token':
        return this.updateToken(channel, frame, payload.access_token);
      case 'broadcast':
        // Refused by the topic's policies: dropped unanswered, as Realtime does.
        if (!channel.canWrite.broadcast) return;
        this.hub.broadcast(channel, payload, null);
        if (frame.ref) this.reply(frame, 'ok', {});
        return;
      case 'presence':
        if (!channel.canWrite.presence) return;
        if (payload.event === 'track') this.hub.track(channel, (payload.payload ?? {}) as Record<string, unknown>);
        else if (payload.event === 'untrack') this.hub.untrack(channel);
        this.reply(frame, 'ok', {});
        return;
      default:
        if (frame.ref) this.reply(frame, 'ok', {});
    }
  }

  private async claimsFor(token: unknown): Promise<JwtClaims | string> {
    const claims = await this.verifiedClaims(token);
    if (typeof claims === 'string') return claims;
    // A role the API may not switch to (postgres…) would read every row past RLS.
    const refusal = await apiRoleRefusal(this.ctx.pool, claims.role);
    return refusal ? `Unauthorized: ${refusal}` : claims;
  }

  private async verifiedClaims(token: unknown): Promise<JwtClaims | string> {
    if (typeof token !== 'string' || !token) return this.socketClaims;
    const result = await verifyJwt(this.ctx.jwtSecret, token);
    if (result.ok) return result.claims;
    return result.reason === 'expired' ? 'InvalidJWTToken: Token has expired' : 'InvalidJWTToken: Invalid token';
  }

  private async join(frame: Frame): Promise<void> {
    if (!frame.topic.startsWith('realtime:')) return this.reply(frame, 'error', { reason: 'Invalid topic' });
    const payload = (frame.payload ?? {}) as { config?: Record<string, unknown>; access_token?: unknown };
    const claims = await this.claimsFor(payload.access_token);
    if (typeof claims === 'string') return this.reply(frame, 'error', { reason: claims });
    const config = payload.config ?? {};
    const isPrivate = config.private === true;
    const name = frame.topic.slice('realtime:'.length);
    let canWrite = { broadcast: true, presence: true };
    if (isPrivate) {
      const permissions = await topicPermissions(this.ctx, claims, name);
      if (!permissions.broadcast.read && !permissions.presence.read) {
        return this.reply(frame, 'error', {
          reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${name}`,
        });
      }
      canWrite = { broadcast: permissions.broadcast.write, presence: permissions.presence.write };
    }
    let bindings: ReturnType<typeof readBindings>;
    try {
      bindings = readBindings(config.postgres_changes);
    } catch (err) {
      return this.reply(frame, 'error', { reason: err instanceof Error ? err.message : 'invalid postgres_changes' });
    }
    // As Realtime: the join succeeds, then a filter it refuses fails the channel's postgres_changes as a whole.
    const refusal = bindings.find((b) => b.refusal)?.refusal;
    const previous = this.channels.get(frame.topic);
    if (previous) this.leave(previous);
    const broadcast = (config.broadcast ?? {}) as { self?: unknown };
    const presence = (config.presence ?? {}) as { key?: unknown; enabled?: unknown };
    const channel: Channel = {
      topic: frame.topic,
      name,
      private: isPrivate,
      canWrite,
      joinRef: frame.joinRef ?? frame.ref,
      claims,
      bindings: refusal ? [] : bindings,
      broadcastSelf: broadcast.self === true,
      presenceKey: typeof presence.key === 'string' && presence.key ? presence.key : randomUUID(),
      presenceMetas: [],
      peer: this,
    };
    this.channels.set(frame.topic, channel);
    this.hub.add(channel);
    const response = bindings.length
      ? {
          postgres_changes: bindings.map(({ id, event, schema, table, filter, select }) => ({
            id,
            event,
            schema,
            table,
            filter,
            ...(select ? { select } : {}),
          })),
        }
      : {};
    this.reply(frame, 'ok', response);
    if (presence.enabled === true) push(channel, 'presence_state', this.hub.presenceState(channel));
    if (bindings.length) {
      push(channel, 'system', {
        status: refusal ? 'error' : 'ok',
        message: refusal ?? 'Subscribed to PostgreSQL',
        extension: 'postgres_changes',
        channel: channel.name,
      });
    }
  }

  private async updateToken(channel: Channel, frame: Frame, token: unknown): Promise<void> {
    const claims = await this.claimsFor(token);
    if (typeof claims === 'string') {
      if (frame.ref) this.reply(frame, 'error', { reason: claims });
      this.closeChannel(channel, claims);
      return;
    }
    if (channel.private) {
      // A new token is a new role or new claims: the topic's policies are asked again.
      const permissions = await topicPermissions(this.ctx, claims, channel.name);
      if (!permissions.broadcast.read && !permissions.presence.read) {
        if (frame.ref) this.reply(frame, 'error', { reason: 'Unauthorized' });
        this.closeChannel(channel, `You do not have permissions to read from this Channel topic: ${channel.name}`);
        return;
      }
      channel.canWrite = { broadcast: permissions.broadcast.write, presence: permissions.presence.write };
    }
    channel.claims = claims;
    if (frame.ref) this.reply(frame, 'ok', {});
  }

  private leave(channel: Channel): void {
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
    this.hub.remove(channel);
  }
}

/** The join's postgres_changes configs, each with the id the reply echoes (stable per config, like Realtime's). */
function readBindings(raw: unknown): (Binding & { refusal?: string })[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new Error('postgres_changes must be a list');
  return raw.map((item: unknown) => {
    const c = (item ?? {}) as Record<string, unknown>;
    const event = typeof c.event === 'string' ? c.event : '*';
    if (!EVENTS.has(event.toUpperCase())) throw new Error(`Unable to subscribe to changes: invalid event ${event}`);
    const schema = typeof c.schema === 'string' ? c.schema : 'public';
    const table = typeof c.table === 'string' ? c.table : undefined;
    const filter = typeof c.filter === 'string' && c.filter ? c.filter : undefined;
    let conditions: ReturnType<typeof parseFilter> = [];
    let refusal: string | undefined;
    try {
      conditions = parseFilter(filter);
    } catch (err) {
      if (!(err instanceof FilterError)) throw err;
      refusal = err.message;
    }
    const select = Array.isArray(c.select) && c.select.every((x) => typeof x === 'string') ? (c.select as string[]) : undefined;
    const id = bindingId(event, schema, table, filter, select?.join(','));
    return { id, event, schema, table, filter, ...(select ? { select } : {}), conditions, ...(refusal ? { refusal } : {}) };
  });
}

function bindingId(...parts: (string | undefined)[]): number {
  let h = 2166136261;
  for (const ch of parts.map((p) => p ?? '').join('\u0000')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0) % 134217728;
}
