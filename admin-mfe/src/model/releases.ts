/**
 * The releases as the shop's server serves them (GET /releases/status, issue 48): each remote's live
 * version, its canary and share, what was published and withdrawn, the latest history, and the pages and
 * errors the server counted per version since it started.
 */
export interface VersionCounts {
  pages: number;
  errors: number;
  recent: string[];
}

export interface HistoryEntry {
  at: string;
  by: string;
  action: string;
  version: string;
  from?: string;
  share?: number;
  reason?: string;
}

export interface RemoteReleases {
  live: string | null;
  canary: { version: string; share: number } | null;
  manifest: string;
  published: string[];
  withdrawn: string[];
  history: HistoryEntry[];
  counts: Record<string, VersionCounts>;
}

export interface ReleaseStatus {
  registry: { path: string; ok: boolean; readAt?: string; error?: string };
  remotes: Record<string, RemoteReleases>;
}

/** '3 errors in 120 pages (2.5 %)', or 'No pages served yet'. */
export function errorRateText({ pages, errors }: VersionCounts): string {
  if (pages === 0 && errors === 0) return 'No pages served yet';
  const rate = pages ? ` (${((errors / pages) * 100).toFixed(1)} %)` : '';
  return `${errors} ${errors === 1 ? 'error' : 'errors'} in ${pages} ${pages === 1 ? 'page' : 'pages'}${rate}`;
}

const ACTIONS: Record<string, string> = {
  publish: 'Published',
  promote: 'Made live',
  canary: 'Canary',
  'end-canary': 'Canary ended',
  rollback: 'Rolled back',
  'auto-rollback': 'Rolled back automatically',
};

/** One history entry in words: 'Made live 2.0.0 (was 1.0.0)', 'Canary 2.0.0 at 30 %'. */
export function historyText(entry: HistoryEntry): string {
  const action = ACTIONS[entry.action] ?? entry.action;
  if (entry.action === 'rollback' || entry.action === 'auto-rollback')
    return `${action}: ${entry.from ?? '?'} → ${entry.version || 'the deployed version'}${entry.reason ? ` (${entry.reason})` : ''}`;
  const share = entry.action === 'canary' && entry.share !== undefined ? ` at ${entry.share} %` : '';
  const from = entry.from ? ` (was ${entry.from})` : '';
  return `${action} ${entry.version}${share}${from}`;
}
