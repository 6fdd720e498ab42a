import { fetchRemoteList } from '@sikka/shared/federation';
import { getSupabase } from '@sikka/shared/supabase';
import {
  type BucketUsage,
  type OutboxMessage,
  type OutboxSummary,
  type RemoteVersion,
  remoteVersionOf,
  type ScheduledJob,
} from '../model/system';

export interface SystemStatus {
  summary: OutboxSummary;
  outbox: OutboxMessage[];
  jobs: ScheduledJob[];
  storage: BucketUsage[];
}

/** The System panel's data: four owner-only calls, at once (each refuses anyone but the owner). */
export async function fetchSystemStatus(): Promise<SystemStatus> {
  const supabase = getSupabase();
  const [summary, outbox, jobs, storage] = await Promise.all([
    supabase.rpc('system_outbox_summary'),
    supabase.rpc('system_outbox', {}),
    supabase.rpc('system_jobs'),
    supabase.rpc('system_storage'),
  ]);
  for (const result of [summary, outbox, jobs, storage]) if (result.error) throw result.error;
  return {
    summary: summary.data as unknown as OutboxSummary,
    outbox: outbox.data ?? [],
    jobs: jobs.data ?? [],
    storage: storage.data ?? [],
  };
}

/** Queues a failed e-mail again (public.retry_outbox_message). */
export async function retryOutboxMessage(id: string): Promise<void> {
  const { error } = await getSupabase().rpc('retry_outbox_message', { message_id: id });
  if (error) throw error;
}

/** The remotes in service: remotes.json of this origin, and what each deployed manifest says of its build. */
export async function fetchRemoteVersions(fetchImpl: typeof fetch = fetch): Promise<RemoteVersion[]> {
  const remotes = await fetchRemoteList(fetchImpl);
  return Promise.all(
    remotes.map(async ({ name, entry }) => {
      try {
        const response = await fetchImpl(entry, { cache: 'no-cache' });
        if (!response.ok) throw new Error(`answered HTTP ${response.status}`);
        const manifest = entry.endsWith('.json') ? await response.json() : null;
        return remoteVersionOf(name, entry, manifest, response.headers.get('last-modified'));
      } catch (error) {
        return { ...remoteVersionOf(name, entry, null, null), error: (error as Error).message };
      }
    }),
  );
}
