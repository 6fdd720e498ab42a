import { getSupabase } from '@sikka/shared/supabase';
import type { ActivityFilter, ActivityPage } from '../model/activity';

/** Entries a CSV export asks for at once (activity_log_page's largest page). */
const EXPORT_PAGE = 5000;

function args(filter: ActivityFilter, page: number, pageSize: number) {
  return {
    person: filter.person || undefined,
    kind: filter.kind || undefined,
    from_date: filter.from || undefined,
    to_date: filter.to || undefined,
    page,
    page_size: pageSize,
  };
}

/** One page of the activity log, newest first, with the people who appear in it (activity_log_page). */
export async function fetchActivityPage(filter: ActivityFilter, page: number, pageSize: number): Promise<ActivityPage> {
  const { data, error } = await getSupabase().rpc('activity_log_page', args(filter, page, pageSize));
  if (error) throw error;
  return data as unknown as ActivityPage;
}

/** Every entry of a filter, for the CSV export. */
export async function fetchAllActivity(filter: ActivityFilter): Promise<ActivityPage['rows']> {
  const rows: ActivityPage['rows'] = [];
  for (let page = 1; ; page++) {
    const next = await fetchActivityPage(filter, page, EXPORT_PAGE);
    rows.push(...next.rows);
    if (rows.length >= next.total || next.rows.length === 0) return rows;
  }
}
