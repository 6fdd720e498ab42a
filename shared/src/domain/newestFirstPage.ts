import type { Tables } from '@sikka/shared/database.types';
import { getSupabase } from '@sikka/shared/supabase';

/** The tables whose rows carry `id` and `created_at`: the back office's lists. */
type ListedTable = 'promo_codes' | 'seller_submissions';

/** One page of a list and how many rows match its search. */
export interface NewestFirstPage<Row> {
  rows: Row[];
  count: number;
}

/**
 * Spec §7 "read all, newest first", one page at a time and searched in the database: the one read
 * behind the back office's paged lists (promo codes, seller submissions). `filter` is a PostgREST
 * `or` filter (each domain writes its own search rule), or null for every row; ties in `created_at`
 * are ordered by id, so a page never repeats or skips a row. A file of the domain folder rather than an
 * export of the supabase entry: each domain entry that uses it carries it, so a remote built with it
 * still runs beside a shell whose supabase entry is older.
 */
export async function fetchNewestFirstPage<Table extends ListedTable>(
  table: Table,
  { filter, page, pageSize }: { filter: string | null; page: number; pageSize: number },
): Promise<NewestFirstPage<Tables<Table>>> {
  const from = (page - 1) * pageSize;
  let request = getSupabase()
    .from(table as ListedTable)
    .select('*', { count: 'exact' });
  if (filter) request = request.or(filter);
  const { data, error, count } = await request
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + pageSize - 1);
  if (error) throw error;
  return { rows: (data ?? []) as Tables<Table>[], count: count ?? 0 };
}
