import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MessageStore, StoredMessage } from './store.ts';

/** The list entry of Mailpit's GET /api/v1/messages (the fields implemented here). */
function summary(m: StoredMessage) {
  return { ID: m.ID, From: m.From, To: m.To, ReplyTo: m.ReplyTo, Subject: m.Subject, Created: m.Created, Snippet: m.Snippet };
}

function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(store: MessageStore): string {
  const rows = store
    .list()
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.Created)}</td><td>${escapeHtml(m.From?.Address ?? '')}</td><td>${escapeHtml(
          m.To.map((t) => t.Address).join(', '),
        )}</td><td><a href="/api/v1/message/${escapeHtml(m.ID)}">${escapeHtml(m.Subject || '(no subject)')}</a></td><td>${escapeHtml(m.Snippet)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Inbox — supabase-local</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}</style>
</head><body><h1>Inbox</h1><p>${store.list().length} message(s), newest first.</p>
<table><thead><tr><th>Received</th><th>From</th><th>To</th><th>Subject</th><th>Snippet</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
}

/** Mailpit's HTTP API shape, for the routes implemented: list, read one, delete all; and an HTML list at /. */
export async function startInboxHttp(store: MessageStore, port: number, host: string) {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://inbox').pathname;
    const method = req.method ?? 'GET';
    if (path === '/api/v1/messages' && method === 'GET') {
      const messages = store.list();
      return json(res, 200, {
        total: messages.length,
        unread: messages.length,
        count: messages.length,
        start: 0,
        messages: messages.map(summary),
      });
    }
    if (path === '/api/v1/messages' && method === 'DELETE') {
      store.clear();
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      return res.end('ok');
    }
    const one = /^\/api\/v1\/message\/([^/]+)$/.exec(path);
    if (one && method === 'GET') {
      const message = store.get(decodeURIComponent(one[1]!));
      if (!message) {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        return res.end('message not found');
      }
      return json(res, 200, { ...summary(message), HTML: message.HTML, Text: message.Text });
    }
    if (path === '/' && method === 'GET') {
      const html = page(store);
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(html) });
      return res.end(html);
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('404 page not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
