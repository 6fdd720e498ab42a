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
  /** A private channel (Realtime Authorization): its own room, apart from the public channel of that name. */
  private: boolean;
  /** What the policies on realtime.messages let this channel send (always true on public channels). */
  canWrite: { broadcast: boolean; presence: boolean };
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

/** The room a channel is in: its topic, kept apart for private channels. */
export const roomOf = (topic: string, isPrivate: boolean) => (isPrivate ? `private|${topic}` : topic);
const room = (channel: Channel) => roomOf(channel.topic, channel.private);

/** Every joined channel of every socket, by room: broadcast and presence fan out here. */
export class Hub {
  private byTopic = new Map<string, Set<Channel>>();

  add(channel: Channel): void {
    let set = this.byTopic.get(room(channel));
    if (!set) this.byTopic.set(room(channel), (set = new Set()));
    set.add(channel);
  }

  remove(channel: Channel): void {
    const set = this.byTopic.get(room(channel));
    if (!set?.delete(channel)) return;
    if (set.size === 0) this.byTopic.delete(room(channel));
    if (channel.presenceMetas.length) {
      const leaves = { [channel.presenceKey]: { metas: channel.presenceMetas } };
      channel.presenceMetas = [];
      this.presenceDiff(room(channel), {}, leaves);
    }
  }

  *channels(): Iterable<Channel> {
    for (const set of this.byTopic.values()) yield* set;
  }

  broadcast(from: Channel, message: Record<string, unknown>, binary: ArrayBuffer | null): void {
    this.publish(room(from), message, binary, from);
  }

  /** Sends a broadcast to everyone in a room (from a channel, or from the HTTP broadcast API). */
  publish(key: string, message: Record<string, unknown>, binary: ArrayBuffer | null, from?: Channel): void {
    for (const target of this.byTopic.get(key) ?? []) {
      if (from && target === from && !from.broadcastSelf) continue;
      if (binary && target.peer.vsn === '2.0.0') {
        target.peer.send(encodeBinaryBroadcast(target.topic, String(message.event ?? ''), binary));
      } else push(target, 'broadcast', message);
    }
  }

  presenceState(channel: Channel): Record<string, { metas: Record<string, unknown>[] }> {
    const state: Record<string, { metas: Record<string, unknown>[] }> = {};
    for (const c of this.byTopic.get(room(channel)) ?? []) {
      if (!c.presenceMetas.length) continue;
      (state[c.presenceKey] ??= { metas: [] }).metas.push(...c.presenceMetas);
    }
    return state;
  }

  track(channel: Channel, meta: Record<string, unknown>): void {
    const leaves = channel.presenceMetas.length ? { [channel.presenceKey]: { metas: channel.presenceMetas } } : {};
    const next = { ...meta, phx_ref: Math.random().toString(36).slice(2) };
    channel.presenceMetas = [next];
    this.presenceDiff(room(channel), { [channel.presenceKey]: { metas: [next] } }, leaves);
  }

  untrack(channel: Channel): void {
    if (!channel.presenceMetas.length) return;
    const leaves = { [channel.presenceKey]: { metas: channel.presenceMetas } };
    channel.presenceMetas = [];
    this.presenceDiff(room(channel), {}, leaves);
  }

  private presenceDiff(key: string, joins: object, leaves: object): void {
    for (const c of this.byTopic.get(key) ?? []) push(c, 'presence_diff', { joins, leaves });
  }
}
