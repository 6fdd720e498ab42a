import type { JwtClaims } from '../context.ts';
import type { FilterCondition } from './filters.ts';
import { encodeBinaryBroadcast, encodeFrame, type Frame, type Vsn } from './phoenix.ts';

export interface Binding {
  id: number;
  event: string;
  schema: string;
  table?: string;
  filter?: string;
  /** Columns the subscriber asked for (`select`), or all. */
  select?: string[];
  conditions: FilterCondition[];
}

/** A joined channel of one socket. */
export interface Channel {
  topic: string;
  name: string;
  joinRef: string | null;
  claims: JwtClaims;
  bindings: Binding[];
  broadcastSelf: boolean;
  presenceKey: string;
  presenceMetas: Record<string, unknown>[];
  peer: Peer;
}

/** What the hub needs of a socket connection. */
export interface Peer {
  vsn: Vsn;
  send(data: string | Buffer): void;
  closeChannel(channel: Channel, reason: string): void;
}

export function push(channel: Channel, event: string, payload: unknown, ref: string | null = null): void {
  const frame: Frame = { joinRef: channel.joinRef, ref, topic: channel.topic, event, payload };
  channel.peer.send(encodeFrame(channel.peer.vsn, frame));
}

/** Every joined channel of every socket, by topic: broadcast and presence fan out here. */
export class Hub {
  private byTopic = new Map<string, Set<Channel>>();

  add(channel: Channel): void {
    let set = this.byTopic.get(channel.topic);
    if (!set) this.byTopic.set(channel.topic, (set = new Set()));
    set.add(channel);
  }

  remove(channel: Channel): void {
    const set = this.byTopic.get(channel.topic);
    if (!set?.delete(channel)) return;
    if (set.size === 0) this.byTopic.delete(channel.topic);
    if (channel.presenceMetas.length) {
      const leaves = { [channel.presenceKey]: { metas: channel.presenceMetas } };
      channel.presenceMetas = [];
      this.presenceDiff(channel.topic, {}, leaves);
    }
  }

  *channels(): Iterable<Channel> {
    for (const set of this.byTopic.values()) yield* set;
  }

  broadcast(from: Channel, message: Record<string, unknown>, binary: ArrayBuffer | null): void {
    for (const target of this.byTopic.get(from.topic) ?? []) {
      if (target === from && !from.broadcastSelf) continue;
      if (binary && target.peer.vsn === '2.0.0') {
        target.peer.send(encodeBinaryBroadcast(target.topic, String(message.event ?? ''), binary));
      } else push(target, 'broadcast', message);
    }
  }

  presenceState(topic: string): Record<string, { metas: Record<string, unknown>[] }> {
    const state: Record<string, { metas: Record<string, unknown>[] }> = {};
    for (const c of this.byTopic.get(topic) ?? []) {
      if (!c.presenceMetas.length) continue;
      (state[c.presenceKey] ??= { metas: [] }).metas.push(...c.presenceMetas);
    }
    return state;
  }

  track(channel: Channel, meta: Record<string, unknown>): void {
    const leaves = channel.presenceMetas.length ? { [channel.presenceKey]: { metas: channel.presenceMetas } } : {};
    const next = { ...meta, phx_ref: Math.random().toString(36).slice(2) };
    channel.presenceMetas = [next];
    this.presenceDiff(channel.topic, { [channel.presenceKey]: { metas: [next] } }, leaves);
  }

  untrack(channel: Channel): void {
    if (!channel.presenceMetas.length) return;
    const leaves = { [channel.presenceKey]: { metas: channel.presenceMetas } };
    channel.presenceMetas = [];
    this.presenceDiff(channel.topic, {}, leaves);
  }

  private presenceDiff(topic: string, joins: object, leaves: object): void {
    for (const c of this.byTopic.get(topic) ?? []) push(c, 'presence_diff', { joins, leaves });
  }
}
