// The analyze-collectible Edge Function (spec §7 "Image analysis"): the AI provider and its key live on
// the server; the browser only sends the photo with the admin's session.
import { loadSupabase } from '@sikka/shared/supabase';
// The answer's shape has one home, the function that writes it (a type only: nothing of it is bundled).
import type { AnalysisResult } from '../../../supabase/functions/analyze-collectible/analysis.mts';

/** Spec §8 "AI (form)": the fallback when the function gave no message of its own. */
const ANALYZE_FAILED = 'Failed to analyze image';

/**
 * A failed analysis: the function's 'Image analysis failed: …' text, and its HTTP status (0 offline;
 * 503 no provider or busy), which listingAi.analysisFailureText reads.
 */
class AnalysisFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'AnalysisFailure';
  }
}

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('Failed to load image'));
    reader.readAsDataURL(blob);
  });
}

export async function analyzePhoto(photo: Blob | string): Promise<AnalysisResult> {
  const image = typeof photo === 'string' ? photo : await blobToDataUrl(photo);
  const { data, error } = await (await loadSupabase()).functions.invoke<AnalysisResult>('analyze-collectible', {
    body: { image },
  });
  if (!error && data) return data;
  const response = (error as { context?: unknown } | null)?.context;
  if (response instanceof Response) {
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    throw new AnalysisFailure(typeof body?.error === 'string' ? body.error : ANALYZE_FAILED, response.status);
  }
  throw new AnalysisFailure(ANALYZE_FAILED, 0);
}

/**
 * Whether the function can analyse at all: its GET answers `{ configured }` without a photo and without
 * calling the provider. Anything else (offline, not an editor) is 'unknown'.
 */
export async function analysisAvailability(): Promise<'on' | 'off' | 'unknown'> {
  try {
    const { data, error } = await (await loadSupabase()).functions.invoke<{ configured?: unknown }>('analyze-collectible', {
      method: 'GET',
    });
    if (error || typeof data?.configured !== 'boolean') return 'unknown';
    return data.configured ? 'on' : 'off';
  } catch (error) {
    console.error('[sikka] could not ask whether AI analysis is configured', error);
    return 'unknown';
  }
}
