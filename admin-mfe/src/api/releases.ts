import { accessToken } from '@sikka/shared/supabase';
import type { ReleaseStatus } from '../model/releases';

/** The shop's server's own endpoints (issue 48): same origin as the page, the staff member's token as proof. */
async function shopRequest(path: string, init: RequestInit = {}): Promise<Response> {
  const token = await accessToken();
  return fetch(new URL(path, window.location.origin), {
    ...init,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Content-Type': 'application/json' },
    cache: 'no-store',
  });
}

async function errorOf(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => null)) as { error?: string } | null;
  return new Error(body?.error ?? `The shop's server answered HTTP ${response.status}`);
}

/** The releases in service, or null when this shop's server serves none (a static host). */
export async function fetchReleaseStatus(): Promise<ReleaseStatus | null> {
  const response = await shopRequest('/releases/status');
  if (response.status === 404) return null;
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as ReleaseStatus;
}

/** Loads `version` of `remote` in this browser only (null: back to what visitors get). */
export async function setReleaseOverride(remote: string | null, version?: string): Promise<void> {
  const response = await shopRequest('/releases/override', { method: 'POST', body: JSON.stringify({ remote, version }) });
  if (!response.ok) throw await errorOf(response);
}
