import { PAGE_SIZE } from '@sikka/shared/config';
import { getSupabase, ilikeContains, openChannel } from '@sikka/shared/supabase';
import { fetchNewestFirstPage, type NewestFirstPage } from '../newestFirstPage';
import type { SellerSubmissionRow, SubmissionStatus } from './index';

/** One page of the admin's submissions and how many match the search. */
export type SellerSubmissionPage = NewestFirstPage<SellerSubmissionRow>;

/**
 * Spec §5: submissions match the seller's name, phone or status. Phones are stored '+91' and 10
 * digits, so digits typed with spaces or dashes ('98480 12345') are matched as digits too.
 */
export function submissionSearchFilter(query: string): string | null {
  const term = query.trim();
  if (!term) return null;
  const pattern = ilikeContains(term);
  const branches = [`seller_name.ilike.${pattern}`, `seller_phone.ilike.${pattern}`, `status.ilike.${pattern}`];
  const digits = term.replace(/\D/g, '');
  if (digits.length >= 3 && digits !== term && /^[\d\s()+-]+$/.test(term))
    branches.push(`seller_phone.ilike.${ilikeContains(digits)}`);
  return branches.join(',');
}

/** Spec §7 "read all, newest first", one page of PAGE_SIZE at a time, searched in the database. */
export function fetchSellerSubmissionPage({ query, page }: { query: string; page: number }): Promise<SellerSubmissionPage> {
  return fetchNewestFirstPage('seller_submissions', { filter: submissionSearchFilter(query), page, pageSize: PAGE_SIZE });
}

/** Spec §7 "update status by id"; returns the saved row (RLS refuses anyone but an admin). */
export async function updateSellerSubmissionStatus(id: string, status: SubmissionStatus): Promise<SellerSubmissionRow> {
  const { data, error } = await getSupabase().from('seller_submissions').update({ status }).eq('id', id).select().single();
  if (error) throw error;
  return data;
}

/** A change to any submission, as the live list needs it. */
export interface SellerSubmissionChange {
  kind: 'inserted' | 'updated' | 'deleted';
  id: string;
}

export interface SellerSubmissionsSubscriber {
  onChange(change: SellerSubmissionChange): void;
  /**
   * The channel joined again after a drop (network, server restart). Realtime never replays what
   * happened while disconnected, so the list must read again.
   */
  onReconnect?(): void;
}

let channelCount = 0;

/** Spec §7: a realtime subscription to all changes of seller_submissions. Returns the unsubscribe. */
export function subscribeToSellerSubmissions({ onChange, onReconnect }: SellerSubmissionsSubscriber): () => void {
  let joined = false;
  return openChannel((client) =>
    client
      .channel(`seller-submissions:${++channelCount}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'seller_submissions' }, (payload) => {
        const row = (payload.eventType === 'DELETE' ? payload.old : payload.new) as Partial<SellerSubmissionRow>;
        if (!row.id) return;
        const kind = payload.eventType === 'INSERT' ? 'inserted' : payload.eventType === 'DELETE' ? 'deleted' : 'updated';
        onChange({ kind, id: row.id });
      })
      .subscribe((status) => {
        if (status !== 'SUBSCRIBED') return;
        if (joined) onReconnect?.();
        joined = true;
      }),
  );
}
