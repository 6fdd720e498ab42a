/**
 * A real HTTP server speaking the OpenAI chat-completions API, for tests (never deployed: the function
 * does not import it). Each request takes the next scripted step, or the default one: a canned reply,
 * an error status, or a slow answer. Every request is recorded so tests can check what was sent.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProviderStep =
  | { reply: string; delayMs?: number }
  | { status: number; body?: unknown; delayMs?: number }
  | { content: unknown; delayMs?: number };

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface FakeProvider {
  /** The base URL to configure as AI_BASE_URL (ends in /v1). */
  baseUrl: string;
  requests: RecordedRequest[];
  /** The next requests' answers, in order; after them the default answers. */
  script(...steps: ProviderStep[]): void;
  setDefault(step: ProviderStep): void;
  close(): Promise<void>;
}

export const CANNED_REPLY = [
  '**Type:** coin',
  '**Name:** Mughal Akbar Silver Rupee, Lahore Mint',
  '**Description:** A hand-struck silver rupee of Emperor Akbar with bold Kalima legends.',
  '**Condition:** Very Fine, light wear on the high points',
  '**Authentication:** Weight and calligraphy match the Lahore series',
  '**Historical Context:** Struck before the Ilahi era reform of 1584',
  '**Specifications:** Silver, 11.4 g, 21 mm',
  '**Investment Potential:** Steady demand among Mughal collectors',
  '**Price Suggestion (INR):** ₹18,500',
  '**Hashtags:** #Mughal, #Akbar #SilverRupee',
].join('\n');

const answer = (content: unknown) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model: 'fake-vision',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

export async function startFakeProvider(options: { port?: number; host?: string } = {}): Promise<FakeProvider> {
  const queue: ProviderStep[] = [];
  let fallback: ProviderStep = { reply: CANNED_REPLY };
  const requests: RecordedRequest[] = [];
  const server: Server = createServer(async (req, res) => {
    const body = await readJson(req);
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Not found' } }));
      return;
    }
    requests.push({ path: req.url, authorization: req.headers.authorization, body });
    const step = queue.shift() ?? fallback;
    if (step.delayMs) await new Promise((resolve) => setTimeout(resolve, step.delayMs));
    if (res.destroyed) return;
    if ('status' in step) {
      res.writeHead(step.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(step.body ?? { error: { message: `fake provider error ${step.status}` } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer('reply' in step ? step.reply : step.content)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://${options.host ?? '127.0.0.1'}:${port}/v1`,
    requests,
    script: (...steps) => void queue.push(...steps),
    setDefault: (step) => void (fallback = step),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
