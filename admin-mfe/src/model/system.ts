import type { BadgeTone } from '@sikka/shared/ui';
import type { Database } from '@sikka/shared/database.types';

type Functions = Database['public']['Functions'];
export type OutboxMessage = Functions['system_outbox']['Returns'][number];
export type ScheduledJob = Functions['system_jobs']['Returns'][number];
export type BucketUsage = Functions['system_storage']['Returns'][number];

/** public.system_outbox_summary(): the counts /health reads too. */
export interface OutboxSummary {
  ok: boolean;
  waiting: number;
  waiting_too_long: number;
  failed: number;
  failed_last_day: number;
}

/** A remote as it is in service: what its deployed manifest says of its build (no release registry yet). */
export interface RemoteVersion {
  name: string;
  /** The manifest's (or remote entry's) URL, from remotes.json. */
  entry: string;
  /** The package's version the remote was built from (the manifest's buildInfo.buildVersion). */
  version: string | null;
  /** The package built (buildInfo.buildName). */
  build: string | null;
  /** When the deployed manifest was written (its Last-Modified). */
  deployedAt: string | null;
  /** Why nothing could be read, when nothing could. */
  error?: string;
}

/** What a remote's mf-manifest.json says of its build; a manifest of another shape gives nulls. */
export function remoteVersionOf(name: string, entry: string, manifest: unknown, lastModified: string | null): RemoteVersion {
  const buildInfo = (manifest as { metaData?: { buildInfo?: { buildVersion?: unknown; buildName?: unknown } } } | null)?.metaData
    ?.buildInfo;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const deployed = lastModified ? new Date(lastModified) : null;
  return {
    name,
    entry,
    version: text(buildInfo?.buildVersion),
    build: text(buildInfo?.buildName),
    deployedAt: deployed && !Number.isNaN(deployed.getTime()) ? deployed.toISOString() : null,
  };
}

/** Bytes as a person reads them: '0 B', '912 B', '4.5 KB', '2.11 MB', '1.20 GB' (powers of 1,024). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 2 : 1)} ${units[unit]}`;
}

/** A job's state as the panel shows it, from what the database decided (well, late, last status). */
export function jobState(job: {
  active: boolean;
  well: boolean;
  late: boolean;
  /** Null for a job that has never run (the generated types say string: a left join's nulls are not typed). */
  last_status: string | null;
  last_started_at: string | null;
}): {
  label: string;
  tone: BadgeTone;
} {
  if (!job.active) return { label: 'Paused', tone: 'neutral' };
  if (job.last_status === 'failed') return { label: 'Failing', tone: 'red' };
  if (job.late) return { label: 'Late', tone: 'red' };
  if (!job.last_started_at) return { label: 'Not run yet', tone: 'neutral' };
  if (job.last_status === 'running') return { label: 'Running', tone: 'blue' };
  return { label: job.well ? 'OK' : 'Needs attention', tone: job.well ? 'green' : 'red' };
}

/** An outbox template's name in words: 'shop_new_order' → 'Shop new order'. */
export const templateLabel = (template: string) => {
  const words = template.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** India's offset from UTC, in minutes (no daylight saving). */
const IST_OFFSET_MINUTES = 330;

/**
 * A job's schedule as the owner reads it: pg_cron's '10 seconds', or a cron line, which runs in UTC (the
 * database's time), said in India's time: '30 21 * * *' is 'Daily at 03:00 IST'. A line of another shape
 * is shown as it is, marked UTC.
 */
export function scheduleWords(schedule: string): string {
  const trimmed = schedule.trim();
  const seconds = /^(\d+) seconds?$/.exec(trimmed);
  if (seconds) return seconds[1] === '1' ? 'Every second' : `Every ${seconds[1]} seconds`;
  const [minute, hour, ...rest] = trimmed.split(/\s+/);
  if (rest.length !== 3 || rest.some((field) => field !== '*')) return `${trimmed} (UTC)`;
  if (minute === '*' && hour === '*') return 'Every minute';
  const every = /^\*\/(\d+)$/.exec(minute ?? '');
  if (every && hour === '*') return `Every ${every[1]} minutes`;
  if (/^\d+$/.test(minute ?? '') && /^\d+$/.test(hour ?? '')) {
    const at = (Number(hour) * 60 + Number(minute) + IST_OFFSET_MINUTES) % (24 * 60);
    const hh = String(Math.floor(at / 60)).padStart(2, '0');
    const mm = String(at % 60).padStart(2, '0');
    return `Daily at ${hh}:${mm} IST`;
  }
  return `${trimmed} (UTC)`;
}
