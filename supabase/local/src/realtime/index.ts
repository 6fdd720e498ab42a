import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { ApiHandler, JwtClaims, ServerContext } from '../context.ts';
import { broadcastApi } from './broadcast-api.ts';
import { requestUrl } from '../http.ts';
import { verifyJwt } from '../jwt.ts';
import { ChangeFeed } from './changes.ts';
import { Connection } from './connection.ts';
import { deliverChange } from './deliver.ts';
import { Hub, roomOf } from './hub.ts';
import type { Vsn } from './phoenix.ts';

export { installRealtime } from './capture.ts';

export interface RealtimeHandle {
  close(): Promise<void>;
  /** HTTP requests under /realtime/v1 (the broadcast API). */
  handle: ApiHandler;
}

/**
 * Serves `/realtime/v1/websocket` on the HTTP server's upgrade event: Phoenix channels (vsn 1.0.0 and
 * 2.0.0) with postgres_changes fed by the capture triggers, broadcast and presence, private channels
 * authorized by the policies on realtime.messages; and the HTTP broadcast API.
 */
export async function attachRealtime(ctx: ServerContext, httpServer: HttpServer): Promise<RealtimeHandle> {
  const hub = new Hub();
  const feed = new ChangeFeed(ctx);
  let chain: Promise<void> = Promise.resolve();
  feed.on('change', (change) => {
    // one change at a time, so subscribers see them in commit order
    chain = chain.then(() => deliverChange(ctx, feed, hub, change)).catch((err) => console.error('[realtime]', err));
  });

  feed.on('broadcast', (m: { topic: string; event: string; payload: unknown; private: boolean }) => {
    hub.publish(roomOf(`realtime:${m.topic}`, m.private), { type: 'broadcast', event: m.event, payload: m.payload }, null);
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A throw here would be uncaught (an event handler) and end the whole process: answer 400 instead.
    const url = requestUrl(req.url);
    if (!url) {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
      return;
    }
    if (url.pathname.replace(/\/+$/, '') !== '/realtime/v1/websocket') return;
    void authorize(ctx, req, url).then((claims) => {
      if (typeof claims === 'string') {
        socket.end(`HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n${claims}`);
        return;
      }
      // Phoenix's default serializer is 1.0.0; realtime-js 2.x asks for 2.0.0 explicitly
      const vsn: Vsn = url.searchParams.get('vsn') === '2.0.0' ? '2.0.0' : '1.0.0';
      wss.handleUpgrade(req, socket, head, (ws) => new Connection(ctx, hub, ws, vsn, claims));
    });
  };
  httpServer.on('upgrade', onUpgrade);

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      httpServer.off('upgrade', onUpgrade);
      for (const client of wss.clients) client.terminate();
      wss.close();
      await feed.close();
    })());
  // http.Server#close waits for every socket, upgraded ones included, and closeAllConnections() skips
  // those: without this, stopping the server would hang until each browser tab's websocket gave up.
  const closeHttp = httpServer.close.bind(httpServer);
  httpServer.close = ((callback?: (err?: Error) => void) => {
    void close();
    return closeHttp(callback);
  }) as typeof httpServer.close;
  await feed.start();
  return { close, handle: broadcastApi(ctx, hub) };
}

/** The socket's default claims come from the `apikey` query parameter (or header), as Realtime requires one. */
async function authorize(ctx: ServerContext, req: IncomingMessage, url: URL): Promise<JwtClaims | string> {
  const header = req.headers.apikey;
  const apikey = url.searchParams.get('apikey') ?? (typeof header === 'string' ? header : null);
  if (!apikey) return 'apikey required';
  const result = await verifyJwt(ctx.jwtSecret, apikey);
  return result.ok ? result.claims : `Invalid apikey: ${result.message}`;
}
