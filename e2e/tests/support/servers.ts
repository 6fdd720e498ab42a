import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type RouteHandler, type ServeOptions, sendText, serveStatic } from '../../../shell/server/index';

/**
 * A build served by a test of its own, as a static host or `pnpm start` serves it (shell/server),
 * on a free port, so the shared stack stays untouched for the other tests.
 */

/** An app's folder in the repository (`shell/dist`), as serveStatic wants it. */
export const repoDir = (dir: string) => fileURLToPath(new URL(`../../../${dir}/`, import.meta.url));

export interface Served {
  url: string;
  port: number;
  server: Server;
  /** Closes the server and its open connections. */
  stop(): Promise<void>;
}

/** `dir` (e.g. 'shell/dist') served with the SPA fallback, on `port` or else a free one. */
export async function serveBuild(
  dir: string,
  options: Omit<ServeOptions, 'root' | 'port'> & { port?: number } = {},
): Promise<Served> {
  return served(await serveStatic({ spa: true, ...options, root: repoDir(dir), port: options.port ?? 0 }));
}

function served(server: Server): Served {
  const { port } = server.address() as AddressInfo;
  const stop = () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    return closed;
  };
  return { url: `http://localhost:${port}`, port, server, stop };
}

/** A port nothing listens on now (one opened and closed again). */
export async function freePort(): Promise<number> {
  const probe = await serveBuild('shell/dist');
  await probe.stop();
  return probe.port;
}

/** A route answering `file` with this JSON, as a deployment writes it (config.json, remotes.json). */
export { type RouteHandler, sendText };

export const jsonFile = (file: string, value: unknown): Record<string, RouteHandler> => ({
  [`/${file}`]: (req, res) => sendText(req, res, 200, file, JSON.stringify(value)),
});
