import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fixture } from './helpers.ts';
import { startPgrstFixture } from './pgrst-helpers.ts';

let fx: Fixture;
const clients: SupabaseClient[] = [];
beforeAll(async () => {
  fx = await startPgrstFixture();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  await fx?.stop();
});

/** supabase-js for a member of `room` (a JWT claim the policies read), or anon. */
async function member(room?: string): Promise<SupabaseClient> {
  const token = room === undefined ? undefined : await fx.userToken(crypto.randomUUID(), { room });
  const client = createClient(fx.url, fx.anonKey, {
    realtime: { transport: WebSocket as never },
    ...(token ? { accessToken: async () => token } : { auth: { persistSession: false, autoRefreshToken: false } }),
  });
  clients.push(client);
  return client;
}

/** Joins and resolves with the status the join ended in, and the error realtime-js reports. */
function join(channel: RealtimeChannel): Promise<{ status: string; error?: Error }> {
  return new Promise((resolve) => {
    channel.subscribe((status, error) => {
      if (status !== 'CLOSED') resolve({ status, error });
    });
  });
}

function collect(channel: RealtimeChannel, event: string): unknown[] {
  const received: unknown[] = [];
  channel.on('broadcast', { event }, (message) => received.push(message.payload));
  return received;
}

async function waitFor<T>(check: () => T | undefined, ms = 4000): Promise<T | undefined> {
  const until = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value !== undefined || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Resolves once the server has answered each client in turn (a join of a channel of its own): a socket's
 * messages are handled in order and a broadcast is fanned out as it is handled, so by then every
 * broadcast the first client sent before has been delivered or dropped, and whatever the server pushed
 * to the last one before has arrived. "Nothing arrived" is checked then, not after a guessed wait.
 */
async function answeredInTurn(...inTurn: SupabaseClient[]): Promise<void> {
  for (const client of inTurn) {
    const probe = client.channel(`probe:${crypto.randomUUID()}`);
    expect((await join(probe)).status).toBe('SUBSCRIBED');
    await client.removeChannel(probe);
  }
}

describe('Realtime Authorization (private channels)', () => {
  it('lets a member join the private channel of their room and exchange broadcasts', async () => {
    const [alice, bob] = [await member('1'), await member('1')];
    const listening = alice.channel('room:1', { config: { private: true } });
    const received = collect(listening, 'move');
    expect(await join(listening)).toEqual({ status: 'SUBSCRIBED', error: undefined });
    const sending = bob.channel('room:1', { config: { private: true } });
    expect((await join(sending)).status).toBe('SUBSCRIBED');
    await sending.send({ type: 'broadcast', event: 'move', payload: { to: 'e4' } });
    expect(await waitFor(() => received[0])).toEqual({ to: 'e4' });
  });

  it('refuses the join where no policy lets the user read the topic', async () => {
    const outsider = await member('2');
    const { status, error } = await join(outsider.channel('room:1', { config: { private: true } }));
    expect(status).toBe('CHANNEL_ERROR');
    expect(error?.message).toBe('Unauthorized: You do not have permissions to read from this Channel topic: room:1');
    const anon = await member();
    expect((await join(anon.channel('room:1', { config: { private: true } }))).error?.message).toBe(
      'Unauthorized: You do not have permissions to read from this Channel topic: room:1',
    );
  });

  it('drops broadcasts from a user who may read but not write', async () => {
    const [reader, writer] = [await member('9'), await member('9')];
    const listening = reader.channel('news:1', { config: { private: true } });
    const received = collect(listening, 'headline');
    expect((await join(listening)).status).toBe('SUBSCRIBED');
    const sending = writer.channel('news:1', { config: { private: true } });
    expect((await join(sending)).status).toBe('SUBSCRIBED');
    await sending.send({ type: 'broadcast', event: 'headline', payload: { text: 'forged' } });
    await answeredInTurn(writer, reader);
    expect(received).toEqual([]);
  });

  it('keeps a private channel apart from the public channel of the same name', async () => {
    const alice = await member('1');
    const privateChannel = alice.channel('room:1', { config: { private: true } });
    const received = collect(privateChannel, 'leak');
    expect((await join(privateChannel)).status).toBe('SUBSCRIBED');
    const stranger = await member();
    const publicChannel = stranger.channel('room:1');
    expect((await join(publicChannel)).status).toBe('SUBSCRIBED');
    await publicChannel.send({ type: 'broadcast', event: 'leak', payload: { secret: true } });
    await answeredInTurn(stranger, alice);
    expect(received).toEqual([]);
  });
});

describe('HTTP broadcast', () => {
  it('delivers httpSend() to the subscribers of a public channel (202)', async () => {
    const listener = await member();
    const channel = listener.channel('lobby');
    const received = collect(channel, 'hello');
    expect((await join(channel)).status).toBe('SUBSCRIBED');
    const sender = await member();
    await expect(sender.channel('lobby').httpSend('hello', { n: 1 })).resolves.toEqual({ success: true });
    expect(await waitFor(() => received[0])).toEqual({ n: 1 });
  });

  it('falls back to POST /api/broadcast when send() is called before joining', async () => {
    const listener = await member();
    const channel = listener.channel('lobby-2');
    const received = collect(channel, 'hello');
    expect((await join(channel)).status).toBe('SUBSCRIBED');
    const sender = await member();
    const warn = console.warn;
    console.warn = () => {};
    try {
      expect(await sender.channel('lobby-2').send({ type: 'broadcast', event: 'hello', payload: { n: 2 } })).toBe('ok');
    } finally {
      console.warn = warn;
    }
    expect(await waitFor(() => received[0])).toEqual({ n: 2 });
  });

  it('answers the batch endpoint with 202 and an empty body', async () => {
    const res = await fetch(`${fx.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: fx.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ messages: [{ topic: 'lobby-3', event: 'e', payload: {} }] }),
    });
    expect(res.status).toBe(202);
    expect(await res.text()).toBe('');
    const unauthenticated = await fetch(`${fx.url}/realtime/v1/api/broadcast`, { method: 'POST', body: '{}' });
    expect(unauthenticated.status).toBe(401);
  });

  it('sends to a private channel only for users the policies let write there', async () => {
    const alice = await member('1');
    const channel = alice.channel('room:1', { config: { private: true } });
    const received = collect(channel, 'note');
    expect((await join(channel)).status).toBe('SUBSCRIBED');
    const bob = await member('1');
    await expect(bob.channel('room:1', { config: { private: true } }).httpSend('note', { from: 'bob' })).resolves.toEqual({
      success: true,
    });
    expect(await waitFor(() => received[0])).toEqual({ from: 'bob' });
    const outsider = await member('2');
    await expect(outsider.channel('room:1', { config: { private: true } }).httpSend('note', { from: 'eve' })).rejects.toThrow(
      'Unauthorized: You do not have permissions to write to this Channel topic: room:1',
    );
    await answeredInTurn(alice); // the refused HTTP send has been answered already
    expect(received).toEqual([{ from: 'bob' }]);
  });
});

describe('broadcast from the database', () => {
  it('delivers realtime.send() to a private channel once the transaction commits', async () => {
    const alice = await member('1');
    const channel = alice.channel('room:1', { config: { private: true } });
    const received = collect(channel, 'db-event');
    expect((await join(channel)).status).toBe('SUBSCRIBED');
    await fx.sql(`begin; select realtime.send('{"n": 1}'::jsonb, 'db-event', 'room:1', true); rollback;`);
    await fx.sql(`select realtime.send('{"n": 2}'::jsonb, 'db-event', 'room:1', true)`);
    // The rolled-back send would have come first: the database's broadcasts go out in commit order.
    expect(await waitFor(() => received[0])).toEqual({ n: 2 });
    expect(received).toEqual([{ n: 2 }]);
  });

  it('delivers realtime.broadcast_changes() from a trigger', async () => {
    const alice = await member('1');
    const channel = alice.channel('room:1', { config: { private: true } });
    const received = collect(channel, 'INSERT');
    expect((await join(channel)).status).toBe('SUBSCRIBED');
    await fx.sql(`insert into public.items (id, name) values (77, 'mohur')`);
    expect(await waitFor(() => received[0])).toEqual({
      operation: 'INSERT',
      table: 'items',
      schema: 'public',
      old_record: null,
      record: { id: 77, name: 'mohur', qty: 0 },
    });
  });
});
