// The analyze-collectible Edge Function against a real local chat-completions server
// (functions/analyze-collectible/testing/fakeProvider.mts), never a mocked fetch: admin check through
// the database, payload, retries, time-outs, conversion, and the spec §8 'Image analysis failed:
// {message}' answers. Under a supabase/local with no provider at all: authoring-unconfigured.test.ts.
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAnalyzeHandler } from '../functions/analyze-collectible/handler.mts';
import { CANNED_REPLY, startFakeProvider, type FakeProvider } from '../functions/analyze-collectible/testing/fakeProvider.mts';
import { adminClient, buyerClient, db, shop, type ShopClient } from './support/clients.ts';
import { staffAccount } from './support/staff.ts';

const KEY = 'sk-test-never-leaves-the-server-0123456789';
let provider: FakeProvider;
let admin: ShopClient;
let adminToken: string;
const answers: string[] = [];

const convertToJpeg = async (bytes: Uint8Array, quality: number) =>
  new Uint8Array(
    await sharp(bytes)
      .jpeg({ quality: Math.round(quality * 100) })
      .toBuffer(),
  );

function handler(env: Record<string, string | undefined> = {}) {
  const values: Record<string, string | undefined> = {
    SUPABASE_URL: shop().url,
    SUPABASE_ANON_KEY: shop().anonKey,
    AI_BASE_URL: provider.baseUrl,
    AI_API_KEY: KEY,
    AI_MODEL: 'fake-vision',
    AI_TIMEOUT_MS: '400',
    ...env,
  };
  return createAnalyzeHandler({ env: (key) => values[key], convertToJpeg });
}

async function analyze(image: unknown, options: { token?: string; env?: Record<string, string | undefined> } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = options.token === undefined ? adminToken : options.token;
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await handler(options.env)(
    new Request('http://localhost/analyze-collectible', { method: 'POST', headers, body: JSON.stringify({ image }) }),
  );
  const text = await response.text();
  answers.push(text + JSON.stringify([...response.headers]));
  return { status: response.status, body: JSON.parse(text) as Record<string, unknown> };
}

const tokenOf = async (client: ShopClient) => (await client.auth.getSession()).data.session!.access_token;
let png: string;

beforeAll(async () => {
  provider = await startFakeProvider();
  admin = await adminClient();
  adminToken = await tokenOf(admin);
  const bytes = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#a08040' } })
    .png()
    .toBuffer();
  png = `data:image/png;base64,${bytes.toString('base64')}`;
});
afterAll(async () => {
  await provider.close();
});
beforeEach(() => {
  provider.requests.length = 0;
  provider.setDefault({ reply: CANNED_REPLY });
});

describe('analyze-collectible', () => {
  it('answers the parsed, composed analysis of an admin’s photo', async () => {
    const { status, body } = await analyze(png);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      type: 'coin',
      name: 'Mughal Akbar Silver Rupee, Lahore Mint',
      suggestedPrice: 18500,
      hashtags: ['Mughal', 'Akbar', 'SilverRupee'],
    });
    expect(body.description).toContain('\n\nCondition:\nVery Fine, light wear on the high points\n\nAuthentication Details:\n');
  });

  it('sends the spec payload with the key from its environment', async () => {
    await analyze(png);
    expect(provider.requests).toHaveLength(1);
    const [request] = provider.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.authorization).toBe(`Bearer ${KEY}`);
    const body = request!.body as {
      model: string;
      max_tokens: number;
      messages: Array<{ role: string; content: Array<{ type: string; image_url?: { url: string } }> }>;
    };
    expect(body.model).toBe('fake-vision');
    expect(body.max_tokens).toBe(1000);
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]!.content.map((part) => part.type)).toEqual(['text', 'image_url']);
    expect(body.messages[0]!.content[1]!.image_url!.url).toBe(png);
  });

  it('refuses a visitor and a signed-in buyer before asking the provider', async () => {
    const visitor = await analyze(png, { token: shop().anonKey });
    expect(visitor).toEqual({ status: 401, body: { error: 'Image analysis failed: Not authenticated' } });
    const none = await analyze(png, { token: '' });
    expect(none.status).toBe(401);
    const buyer = await analyze(png, { token: await tokenOf(await buyerClient()) });
    expect(buyer).toEqual({ status: 403, body: { error: 'Image analysis failed: Not authorized' } });
    const forged = await analyze(png, { token: `${adminToken.slice(0, -4)}AAAA` });
    expect(forged.status).toBe(401);
    expect(provider.requests).toHaveLength(0);
  });

  it('drafts for an editor, and refuses staff and an accountant (issue 51: drafting is listing authoring)', async () => {
    for (const role of ['staff', 'accountant'] as const) {
      const { client } = await staffAccount(role);
      expect(await analyze(png, { token: await tokenOf(client) })).toEqual({
        status: 403,
        body: { error: 'Image analysis failed: Not authorized' },
      });
    }
    expect(provider.requests).toHaveLength(0);
    const editor = await staffAccount('editor');
    expect((await analyze(png, { token: await tokenOf(editor.client) })).status).toBe(200);
  });

  it('answers 503 with a message the form shows when no provider is configured', async () => {
    const { status, body } = await analyze(png, { env: { AI_BASE_URL: undefined, AI_API_KEY: undefined } });
    expect(status).toBe(503);
    expect(body.error).toBe('Image analysis failed: AI analysis is not configured on the server. Fill in the details by hand.');
  });

  it('answers a GET whether a provider is configured, for an editor only, without asking the provider', async () => {
    const ask = async (token: string, env: Record<string, string | undefined> = {}) => {
      const response = await handler(env)(
        new Request('http://localhost/analyze-collectible', { headers: { authorization: `Bearer ${token}` } }),
      );
      return { status: response.status, body: await response.json() };
    };
    expect(await ask(adminToken)).toEqual({ status: 200, body: { configured: true } });
    expect(await ask(adminToken, { AI_BASE_URL: undefined, AI_API_KEY: undefined })).toEqual({
      status: 200,
      body: { configured: false },
    });
    expect(await ask(await tokenOf(await buyerClient()))).toEqual({
      status: 403,
      body: { error: 'Image analysis failed: Not authorized' },
    });
    expect(provider.requests).toHaveLength(0);
  });

  it('asks for an image', async () => {
    expect(await analyze('')).toEqual({
      status: 400,
      body: { error: 'Image analysis failed: Please add at least one image to analyze' },
    });
  });

  it('tries a 5xx once more and answers the second reply', async () => {
    provider.script({ status: 502 });
    const { status } = await analyze(png);
    expect(status).toBe(200);
    expect(provider.requests).toHaveLength(2);
  });

  it('reports a provider still busy (429) after one retry', async () => {
    provider.setDefault({ status: 429 });
    const { status, body } = await analyze(png);
    expect(status).toBe(503);
    expect(body.error).toBe('Image analysis failed: The AI provider is busy (HTTP 429). Please try again.');
    expect(provider.requests).toHaveLength(2);
  });

  it('reports a provider that does not answer in time, after one retry', async () => {
    // Each reply comes 1.5 s after its request, past AI_TIMEOUT_MS (400): a 504 after two requests shows both
    // were given up on (a wait for either reply would have answered 200), whatever the machine's load.
    provider.setDefault({ reply: CANNED_REPLY, delayMs: 1500 });
    const { status, body } = await analyze(png);
    expect(status).toBe(504);
    expect(body.error).toBe('Image analysis failed: The AI provider did not answer in time');
    expect(provider.requests).toHaveLength(2);
  });

  it('does not retry a refusal and never repeats the provider’s text (it may echo the key)', async () => {
    provider.setDefault({ status: 401, body: { error: { message: `Incorrect API key provided: ${KEY}` } } });
    const { status, body } = await analyze(png);
    expect(status).toBe(502);
    expect(body.error).toBe('Image analysis failed: The AI provider refused the request (HTTP 401)');
    expect(provider.requests).toHaveLength(1);
  });

  it('reports an unreachable provider', async () => {
    const { status, body } = await analyze(png, { env: { AI_BASE_URL: 'http://127.0.0.1:9/v1' } });
    expect(status).toBe(502);
    expect(body.error).toBe('Image analysis failed: Could not reach the AI provider');
  });

  it('reports the spec §8 parsing failures', async () => {
    provider.script({ reply: 'Type: Banknote\nName: Ten Rupees' }, { reply: 'Name: Ten Rupees' }, { content: null });
    expect((await analyze(png)).body.error).toBe(
      'Image analysis failed: Invalid type "Banknote". Must be exactly "coin" or "note"',
    );
    expect((await analyze(png)).body.error).toBe('Image analysis failed: Type field is missing from the analysis');
    expect((await analyze(png)).body.error).toBe('Image analysis failed: No analysis received from API');
  });

  it('converts an image the model cannot take to JPEG before sending it', async () => {
    const tiff = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
      .tiff()
      .toBuffer();
    const { status } = await analyze(`data:image/tiff;base64,${tiff.toString('base64')}`);
    expect(status).toBe(200);
    const sent = (provider.requests[0]!.body as { messages: Array<{ content: Array<{ image_url?: { url: string } }> }> })
      .messages[0]!.content[1]!.image_url!.url;
    expect(sent.startsWith('data:image/jpeg;base64,')).toBe(true);
    const decoded = await sharp(Buffer.from(sent.split(',')[1]!, 'base64')).metadata();
    expect(decoded).toMatchObject({ format: 'jpeg', width: 4, height: 4 });
  });

  it("answers 'Failed to process image' for a file that is not an image", async () => {
    const { status, body } = await analyze(`data:image/tiff;base64,${Buffer.from('not a picture').toString('base64')}`);
    expect(status).toBe(422);
    expect(body.error).toBe("Image analysis failed: Failed to process image. Please ensure it's a valid image file.");
  });

  it("reads a photo from this project's storage, and no other host", async () => {
    const { rows } = await db().query<{ image_url: string }>(
      `select image_url from public.collectible_images where image_url like '%/storage/v1/object/public/collectible-images/%' limit 1`,
    );
    expect(rows).toHaveLength(1);
    // The browser may know the API by another host name; the function reads from its own SUPABASE_URL.
    const asBrowserSees = rows[0]!.image_url.replace(/^https?:\/\/[^/]+/, 'http://shop.example:54321');
    const stored = await analyze(asBrowserSees);
    expect(stored.status).toBe(200);
    const sent = (provider.requests[0]!.body as { messages: Array<{ content: Array<{ image_url?: { url: string } }> }> })
      .messages[0]!.content[1]!.image_url!.url;
    expect(sent).toMatch(/^data:image\/(jpeg|png|webp);base64,/);
    expect(await analyze('https://evil.example/photo.jpg')).toEqual({
      status: 400,
      body: { error: 'Image analysis failed: Failed to load image' },
    });
    expect(await analyze('http://169.254.169.254/latest/meta-data')).toEqual({
      status: 400,
      body: { error: 'Image analysis failed: Failed to load image' },
    });
  });

  it('never sends the provider key to the caller, whatever the provider answers', async () => {
    answers.length = 0;
    const echo = { error: { message: `Incorrect API key provided: ${KEY}` } };
    await analyze(png);
    provider.setDefault({ status: 401, body: echo });
    await analyze(png);
    provider.setDefault({ status: 500, body: echo });
    await analyze(png);
    provider.setDefault({ status: 429, body: echo });
    await analyze(png);
    provider.setDefault({ reply: 'Type: Banknote', delayMs: 0 });
    await analyze(png);
    provider.setDefault({ reply: CANNED_REPLY, delayMs: 1500 });
    await analyze(png);
    await analyze(png, { env: { AI_BASE_URL: 'http://127.0.0.1:9/v1' } });
    await analyze(png, { token: shop().anonKey });
    expect(provider.requests.every((request) => request.authorization === `Bearer ${KEY}`)).toBe(true);
    expect(answers).toHaveLength(8);
    for (const answer of answers) expect(answer).not.toContain(KEY);
  });
});
