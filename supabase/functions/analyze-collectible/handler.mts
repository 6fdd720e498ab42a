import { AnalysisError, parseAnalysisReply } from './analysis.mts';
import { imageForModel, loadStoredImage, MAX_IMAGE_BYTES, parseDataUrl, type JpegConverter } from './image.mts';
import { chatPayload, firstChoiceContent } from './payload.mts';
import { askProvider, NOT_CONFIGURED, providerConfig } from './provider.mts';

export interface AnalyzeDeps {
  env: (key: string) => string | undefined;
  /** Redraws an image the model cannot take as JPEG (spec §4); the entry file passes sharp's. */
  convertToJpeg?: JpegConverter;
  fetch?: typeof fetch;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { ...CORS, 'content-type': 'application/json' } });

/** Spec §8: every failure reaches the caller as 'Image analysis failed: {message}'. */
export const failureText = (error: unknown) =>
  `Image analysis failed: ${error instanceof Error && error.message ? error.message : 'Unknown error'}`;

function jwtRole(token: string): string | undefined {
  try {
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    return (JSON.parse(atob(payload)) as { role?: string }).role;
  } catch {
    return undefined;
  }
}

/**
 * Spec §6 admin check through the database: PostgREST verifies the token, public.has_role('editor') reads
 * the caller's profile (AI drafting is listing authoring: editors and the owner, issue 51). 'Not
 * authenticated' for no user, 'Not authorized' for a user without that role.
 */
async function requireAdmin(req: Request, env: AnalyzeDeps['env'], fetchImpl: typeof fetch): Promise<void> {
  const token = /^bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  if (!token || jwtRole(token) !== 'authenticated') throw new AnalysisError('Not authenticated', 401);
  const supabaseUrl = env('SUPABASE_URL');
  const anonKey = env('SUPABASE_ANON_KEY');
  if (!supabaseUrl || !anonKey) throw new AnalysisError('The function is missing SUPABASE_URL', 500);
  const response = await fetchImpl(`${supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/has_role`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ roles: ['editor'] }),
  }).catch(() => null);
  if (response?.status === 401) throw new AnalysisError('Not authenticated', 401);
  if (!response?.ok) throw new AnalysisError('Could not check the admin flag', 502);
  if ((await response.json()) !== true) throw new AnalysisError('Not authorized', 403);
}

async function readImageField(req: Request): Promise<string> {
  const text = await req.text();
  // base64 is 4/3 of the bytes; a little room for the JSON around it.
  if (text.length > (MAX_IMAGE_BYTES * 4) / 3 + 1024) throw new AnalysisError('The image is too large', 413);
  let body: { image?: unknown } | null = null;
  try {
    body = JSON.parse(text);
  } catch {
    // fall through: no image
  }
  if (typeof body?.image !== 'string' || !body.image.trim())
    throw new AnalysisError('Please add at least one image to analyze', 400);
  return body.image.trim();
}

/**
 * The analyze-collectible Edge Function: one image in, the spec §3 analysis result out. A GET asks only
 * whether a provider is configured (`{ configured }`, for an editor), so a form can say so up front
 * without sending a photo or reading an error.
 */
export function createAnalyzeHandler(deps: AnalyzeDeps): (req: Request) => Promise<Response> {
  const fetchImpl = deps.fetch ?? fetch;
  return async (req) => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: CORS });
    if (req.method !== 'POST' && req.method !== 'GET') return json(405, { error: failureText(new Error('Use POST')) });
    try {
      await requireAdmin(req, deps.env, fetchImpl);
      const config = providerConfig(deps.env);
      if (req.method === 'GET') return json(200, { configured: config !== null });
      if (!config) throw new AnalysisError(NOT_CONFIGURED, 503);
      const input = await readImageField(req);
      const image = input.startsWith('data:')
        ? parseDataUrl(input)
        : await loadStoredImage(input, deps.env('SUPABASE_URL')!, fetchImpl);
      const imageUrl = await imageForModel(image, deps.convertToJpeg);
      const answer = await askProvider(config, chatPayload(config.model, imageUrl), fetchImpl);
      return json(200, parseAnalysisReply(firstChoiceContent(answer)));
    } catch (error) {
      const status = error instanceof AnalysisError ? error.status : 500;
      if (status >= 500) console.error('[analyze-collectible]', error instanceof Error ? error.message : error);
      return json(status, { error: failureText(error) });
    }
  };
}
