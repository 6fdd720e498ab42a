import type { RealtimeChannel, RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEnv, type Env } from './storage-env.ts';

let env: Env;
const opened: RealtimeChannel[] = [];
beforeAll(async () => {
  env = await startEnv();
}, 60_000);
afterAll(async () => {
  await Promise.all(opened.map((c) => c.unsubscribe()));
  await env?.stop();
});

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;
const body = (e: Change) => (e.new as Record<string, unknown>).body;

async function waitFor<T>(check: () => T | undefined, what: string, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Subscribes with supabase-js and collects every postgres_changes payload. */
async function listen(client: SupabaseClient, filter: { event?: string; table: string; filter?: string }): Promise<Change[]> {
  const events: Change[] = [];
  const channel = client.channel(`test-${Math.random().toString(36).slice(2)}`);
  channel.on(
    'postgres_changes' as never,
    { event: filter.event ?? '*', schema: 'public', table: filter.table, filter: filter.filter } as never,
    ((payload: Change) => events.push(payload)) as never,
  );
  opened.push(channel);
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status !== 'CLOSED') reject(err ?? new Error(status));
    });
  });
  return events;
}

const insertNote = async (room: string, body: string, extra: { private?: boolean; owner?: string; likes?: number } = {}) =>
  (
    await env.sql('insert into rt_notes (room, body, private, owner, likes, tags) values ($1, $2, $3, $4, $5, $6) returning id', [
      room,
      body,
      extra.private ?? false,
      extra.owner ?? null,
      extra.likes ?? 0,
      ['rare', 'coin'],
    ])
  ).rows[0].id as string;

describe('realtime postgres_changes through supabase-js (vsn 2.0.0)', () => {
  it('delivers INSERT, UPDATE and DELETE with the shape realtime-js turns into new/old', async () => {
    const events = await listen(env.anon(), { table: 'rt_notes' });
    const id = await insertNote('shape', 'first', { likes: 3 });
    await waitFor(() => events[0], 'insert');
    await env.sql('update rt_notes set body = $2, likes = 4 where id = $1', [id, 'second']);
    await waitFor(() => events[1], 'update');
    await env.sql('delete from rt_notes where id = $1', [id]);
    await waitFor(() => events[2], 'delete');
    const [ins, upd, del] = events;
    expect(ins).toMatchObject({
      schema: 'public',
      table: 'rt_notes',
      eventType: 'INSERT',
      errors: null,
      old: {},
      new: { id: Number(id), room: 'shape', body: 'first', likes: 3, private: false, owner: null, tags: ['rare', 'coin'] },
    });
    expect(Date.parse(ins.commit_timestamp)).toBeGreaterThan(Date.now() - 60_000);
    expect(typeof (ins.new as Record<string, unknown>).created_at).toBe('string');
    expect(upd).toMatchObject({
      eventType: 'UPDATE',
      new: { id: Number(id), body: 'second', likes: 4 },
      old: { id: Number(id) },
    });
    expect(Object.keys(upd.old)).toEqual(['id']); // default replica identity: only the primary key
    expect(del).toMatchObject({ eventType: 'DELETE', new: {}, old: { id: Number(id) } });
  });

  it('sends old values with REPLICA IDENTITY FULL', async () => {
    const events = await listen(env.anon(), { table: 'rt_open', event: 'UPDATE' });
    await env.sql(`insert into rt_open values (1, 'before')`);
    await env.sql(`update rt_open set label = 'after' where id = 1`);
    const upd = await waitFor(() => events[0], 'update');
    expect(upd).toMatchObject({ eventType: 'UPDATE', new: { id: 1, label: 'after' }, old: { id: 1, label: 'before' } });
    expect(events).toHaveLength(1); // the INSERT was not asked for
  });

  it('applies filters: eq, gt and in', async () => {
    const lobby = await listen(env.anon(), { table: 'rt_notes', event: 'INSERT', filter: 'room=eq.lobby' });
    const popular = await listen(env.anon(), { table: 'rt_notes', event: 'INSERT', filter: 'likes=gt.10' });
    const some = await listen(env.anon(), { table: 'rt_notes', event: 'INSERT', filter: 'room=in.(north,"south, far")' });
    await insertNote('hall', 'a', { likes: 11 });
    await insertNote('lobby', 'b', { likes: 2 });
    await insertNote('south, far', 'c');
    await insertNote('north', 'd', { likes: 10 });
    await insertNote('marker', 'end', { likes: 100 });
    await waitFor(() => (popular.length === 2 ? true : undefined), 'the marker');
    expect(lobby.map(body)).toEqual(['b']);
    expect(popular.map(body)).toEqual(['a', 'end']);
    expect(some.map(body)).toEqual(['c', 'd']);
  });

  it('delivers a row only to subscribers whose role can SELECT it', async () => {
    const owner = await env.user();
    const stranger = await env.user();
    const asAnon = await listen(env.anon(), { table: 'rt_notes', event: 'INSERT', filter: 'room=eq.vault' });
    const asOwner = await listen(owner.client, { table: 'rt_notes', event: 'INSERT', filter: 'room=eq.vault' });
    const asStranger = await listen(stranger.client, { table: 'rt_notes', event: 'INSERT', filter: 'room=eq.vault' });
    await insertNote('vault', 'secret', { private: true, owner: owner.id });
    await insertNote('vault', 'public marker');
    await waitFor(() => (asAnon.length && asStranger.length && asOwner.length === 2 ? true : undefined), 'markers');
    expect(asOwner.map(body)).toEqual(['secret', 'public marker']);
    expect(asAnon.map(body)).toEqual(['public marker']);
    expect(asStranger.map(body)).toEqual(['public marker']);
  });

  it('carries rows bigger than a NOTIFY payload', async () => {
    const events = await listen(env.anon(), { table: 'rt_notes', event: 'INSERT', filter: 'room=eq.big' });
    const text = 'ab'.repeat(10_000);
    await insertNote('big', text);
    const ins = await waitFor(() => events[0], 'big insert');
    expect(body(ins)).toBe(text);
  });

  it('picks up tables added to the publication while running', async () => {
    await env.sql('create table public.rt_late (id serial primary key, note text)');
    await env.sql('grant select on public.rt_late to anon');
    await env.sql('alter publication supabase_realtime add table public.rt_late');
    const events = await listen(env.anon(), { table: 'rt_late' });
    await env.sql(`insert into rt_late (note) values ('late')`);
    expect((await waitFor(() => events[0], 'late insert')).new).toEqual({ id: 1, note: 'late' });
  });

  it('follows access_token updates: a channel sees what its new token may SELECT', async () => {
    const owner = await env.user();
    const client = env.anon();
    const events = await listen(client, { table: 'rt_notes', event: 'INSERT', filter: 'room=eq.handover' });
    await insertNote('handover', 'hidden from anon', { private: true, owner: owner.id });
    await insertNote('handover', 'marker 1');
    await waitFor(() => events.find((e) => body(e) === 'marker 1'), 'marker 1');
    await client.realtime.setAuth(owner.token);
    // The access_token push has no reply: once a private probe arrives, the channel reads with the owner's token.
    await waitFor(() => {
      const seen = events.some((e) => body(e) === 'probe');
      if (!seen) void insertNote('handover', 'probe', { private: true, owner: owner.id });
      return seen || undefined;
    }, 'the owner token to take effect');
    const afterProbe = events.length;
    await insertNote('handover', 'visible to owner', { private: true, owner: owner.id });
    await insertNote('handover', 'marker 2');
    await waitFor(() => events.find((e) => body(e) === 'marker 2'), 'marker 2');
    expect(events[0] && body(events[0])).toBe('marker 1');
    expect(events.map(body)).not.toContain('hidden from anon');
    expect(
      events
        .slice(afterProbe)
        .map(body)
        .filter((text) => text !== 'probe'),
    ).toEqual(['visible to owner', 'marker 2']);
  });

  it('reports writes made through /rest/v1 as well', async () => {
    const events = await listen(env.anon(), { table: 'rt_notes', event: 'INSERT', filter: 'room=eq.rest' });
    const { error } = await env.service().from('rt_notes').insert({ room: 'rest', body: 'via PostgREST' });
    expect(error).toBeNull();
    expect(body(await waitFor(() => events[0], 'rest insert'))).toBe('via PostgREST');
  });

  it('trims payloads to the selected columns', async () => {
    const events: Change[] = [];
    const channel = env.anon().channel('select-cols');
    channel.on(
      'postgres_changes',
      { event: 'INSERT', schema: 'public', table: 'rt_notes', filter: 'room=eq.slim', select: ['id', 'body'] },
      (p) => events.push(p as Change),
    );
    opened.push(channel);
    await new Promise<void>((r) => channel.subscribe((s) => s === 'SUBSCRIBED' && r()));
    const id = await insertNote('slim', 'only two');
    expect((await waitFor(() => events[0], 'slim insert')).new).toEqual({ id: Number(id), body: 'only two' });
  });

  it('shares presence between clients', async () => {
    const a = env.anon().channel('room-p', { config: { presence: { key: 'asha' } } });
    const b = env.anon().channel('room-p', { config: { presence: { key: 'ravi' } } });
    opened.push(a, b);
    a.on('presence', { event: 'sync' }, () => undefined);
    b.on('presence', { event: 'sync' }, () => undefined);
    await Promise.all([a, b].map((c) => new Promise<void>((r) => c.subscribe((s) => s === 'SUBSCRIBED' && r()))));
    expect(await a.track({ viewing: 'gold-mohur' })).toBe('ok');
    const state = await waitFor(() => (b.presenceState().asha ? b.presenceState() : undefined), 'presence sync');
    expect(state.asha[0]).toMatchObject({ viewing: 'gold-mohur' });
    await a.untrack();
    await waitFor(() => (b.presenceState().asha ? undefined : true), 'presence leave');
  });

  it('relays broadcast between clients (binary frames of realtime-js)', async () => {
    const received: unknown[] = [];
    const a = env.anon().channel('room-b');
    const b = env.anon().channel('room-b');
    opened.push(a, b);
    b.on('broadcast', { event: 'bid' }, (msg) => received.push(msg.payload));
    await Promise.all([a, b].map((c) => new Promise<void>((r) => c.subscribe((s) => s === 'SUBSCRIBED' && r()))));
    const status = await a.send({ type: 'broadcast', event: 'bid', payload: { amount: 1200 } });
    expect(status).toBe('ok');
    expect(await waitFor(() => received[0], 'broadcast')).toEqual({ amount: 1200 });
  });
});

describe('realtime wire protocol with raw websockets', () => {
  function connect(query: string): Promise<{ ws: WebSocket; frames: unknown[] }> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`${env.url.replace('http', 'ws')}/realtime/v1/websocket?${query}`);
      const frames: unknown[] = [];
      ws.on('message', (data) => frames.push(JSON.parse(String(data))));
      ws.once('open', () => resolve({ ws, frames }));
      ws.once('error', reject);
    });
  }

  it('speaks vsn 1.0.0 object frames: join reply with ids, system message, events, heartbeat, leave', async () => {
    const { ws, frames } = await connect(`apikey=${env.anonKey}&vsn=1.0.0`);
    type F = { topic: string; event: string; payload: Record<string, unknown>; ref: string | null };
    const find = (p: (f: F) => boolean) => () => (frames as F[]).find(p);
    ws.send(
      JSON.stringify({
        topic: 'realtime:raw',
        event: 'phx_join',
        ref: '1',
        join_ref: '1',
        payload: { config: { postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'rt_open' }] } },
      }),
    );
    const reply = await waitFor(
      find((f) => f.event === 'phx_reply' && f.ref === '1'),
      'join reply',
    );
    expect(reply.payload.status).toBe('ok');
    const [binding] = (reply.payload.response as { postgres_changes: { id: number }[] }).postgres_changes;
    expect(binding).toMatchObject({ event: 'INSERT', schema: 'public', table: 'rt_open', id: expect.any(Number) });
    const system = await waitFor(
      find((f) => f.event === 'system'),
      'system message',
    );
    expect(system.payload).toEqual({
      status: 'ok',
      message: 'Subscribed to PostgreSQL',
      extension: 'postgres_changes',
      channel: 'raw',
    });

    await env.sql(`insert into rt_open values (42, 'raw')`);
    const change = await waitFor(
      find((f) => f.event === 'postgres_changes'),
      'change',
    );
    expect(change.topic).toBe('realtime:raw');
    expect(change.payload.ids).toEqual([binding.id]);
    expect(change.payload.data).toMatchObject({
      schema: 'public',
      table: 'rt_open',
      type: 'INSERT',
      record: { id: 42, label: 'raw' },
      errors: null,
      columns: [
        { name: 'id', type: 'int4' },
        { name: 'label', type: 'text' },
      ],
    });

    ws.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '2' }));
    expect(
      (
        await waitFor(
          find((f) => f.ref === '2'),
          'heartbeat',
        )
      ).payload,
    ).toEqual({ status: 'ok', response: {} });
    ws.send(JSON.stringify({ topic: 'realtime:raw', event: 'phx_leave', payload: {}, ref: '3', join_ref: '1' }));
    expect(
      (
        await waitFor(
          find((f) => f.ref === '3'),
          'leave',
        )
      ).payload.status,
    ).toBe('ok');
    // Another topic of the same socket, for the signal: changes go out one at a time in commit order, so
    // once the change after 'after leave' has arrived there, 'after leave' has been dealt with.
    ws.send(
      JSON.stringify({
        topic: 'realtime:signal',
        event: 'phx_join',
        ref: '4',
        join_ref: '4',
        payload: { config: { postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'rt_open' }] } },
      }),
    );
    await waitFor(
      find((f) => f.event === 'system' && f.topic === 'realtime:signal'),
      'signal subscribed',
    );
    await env.sql(`insert into rt_open values (43, 'after leave')`);
    await env.sql(`insert into rt_open values (44, 'signal')`);
    await waitFor(
      find((f) => f.topic === 'realtime:signal' && (f.payload.data as { record?: { id?: number } })?.record?.id === 44),
      'signal',
    );
    expect((frames as F[]).filter((f) => f.event === 'postgres_changes' && f.topic === 'realtime:raw')).toHaveLength(1);
    ws.close();
  });

  it('speaks vsn 2.0.0 array frames and refuses bad tokens', async () => {
    const { ws, frames } = await connect(`apikey=${env.anonKey}&vsn=2.0.0`);
    ws.send(JSON.stringify(['1', '1', 'realtime:arr', 'phx_join', { config: {}, access_token: 'not-a-jwt' }]));
    const reply = await waitFor(() => (frames as unknown[][]).find((f) => f[1] === '1'), 'join reply');
    expect(reply).toEqual([
      '1',
      '1',
      'realtime:arr',
      'phx_reply',
      { status: 'error', response: { reason: expect.stringContaining('Invalid') } },
    ]);
    ws.send(JSON.stringify([null, '2', 'phoenix', 'heartbeat', {}]));
    expect(await waitFor(() => (frames as unknown[][]).find((f) => f[1] === '2'), 'heartbeat')).toEqual([
      null,
      '2',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
    ws.close();
    await expect(connect('apikey=garbage&vsn=2.0.0')).rejects.toThrow(/403/);
  });
});
