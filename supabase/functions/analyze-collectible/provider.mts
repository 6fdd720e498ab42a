import { AnalysisError } from './analysis.mts';
import type { ChatPayload } from './payload.mts';

/** Where the chat-completions endpoint is, from the function's environment (README.md lists them). */
export interface ProviderConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

const OPENAI_BASE_URL = 'https://api.openai.com/v1';
const OPENAI_DEFAULT_MODEL = 'gpt-4o-mini';
const DEFAULT_TIMEOUT_MS = 60_000;
const RETRY_PAUSE_MS = 500;

export const NOT_CONFIGURED = 'AI analysis is not configured on the server. Fill in the details by hand.';

/** Null when neither a key nor a base URL is set: the shop works without AI, filled in by hand. */
export function providerConfig(env: (key: string) => string | undefined): ProviderConfig | null {
  const apiKey = env('AI_API_KEY')?.trim() || undefined;
  const baseUrl = env('AI_BASE_URL')?.trim() || (apiKey ? OPENAI_BASE_URL : '');
  if (!baseUrl) return null;
  const model = env('AI_MODEL')?.trim() || (baseUrl === OPENAI_BASE_URL ? OPENAI_DEFAULT_MODEL : '');
  if (!model) return null;
  const timeout = Number(env('AI_TIMEOUT_MS'));
  return { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey, model, timeoutMs: timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS };
}

type Attempt = { kind: 'answer'; body: unknown } | { kind: 'retryable'; error: AnalysisError };

async function attempt(config: ProviderConfig, payload: ChatPayload, fetchImpl: typeof fetch): Promise<Attempt> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  let response: Response;
  try {
    response = await fetchImpl(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    if ((error as Error)?.name === 'TimeoutError' || (error as Error)?.name === 'AbortError') {
      return { kind: 'retryable', error: new AnalysisError('The AI provider did not answer in time', 504) };
    }
    throw new AnalysisError('Could not reach the AI provider', 502);
  }
  if (response.status === 429) {
    await response.body?.cancel();
    return { kind: 'retryable', error: new AnalysisError('The AI provider is busy (HTTP 429). Please try again.', 503) };
  }
  if (response.status >= 500) {
    await response.body?.cancel();
    return { kind: 'retryable', error: new AnalysisError(`The AI provider failed (HTTP ${response.status})`, 502) };
  }
  if (!response.ok) {
    // The provider's own text is not passed on: some echo part of the key they were given.
    await response.body?.cancel();
    throw new AnalysisError(`The AI provider refused the request (HTTP ${response.status})`, 502);
  }
  try {
    return { kind: 'answer', body: await response.json() };
  } catch (error) {
    if ((error as Error)?.name === 'TimeoutError' || (error as Error)?.name === 'AbortError') {
      return { kind: 'retryable', error: new AnalysisError('The AI provider did not answer in time', 504) };
    }
    throw new AnalysisError('The AI provider sent an unreadable answer', 502);
  }
}

/** POST {base}/chat/completions; a time-out, 429 or 5xx is tried once more, then reported. */
export async function askProvider(
  config: ProviderConfig,
  payload: ChatPayload,
  fetchImpl: typeof fetch = fetch,
): Promise<unknown> {
  const first = await attempt(config, payload, fetchImpl);
  if (first.kind === 'answer') return first.body;
  await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
  const second = await attempt(config, payload, fetchImpl);
  if (second.kind === 'answer') return second.body;
  throw second.error;
}
