import { getSupabase } from '@sikka/shared/supabase';
import { PAGE_SIZE } from '@sikka/shared/config';
import type { ListPage } from '../model/listUrlState';
import type { AdminUser } from '../model/users';

/** One page of Manage Users with every user's stats, in one database call (admin_users_page). */
export async function fetchUsersPage(search: string, page: number): Promise<ListPage<AdminUser>> {
  const { data, error } = await getSupabase().rpc('admin_users_page', { search: search.trim(), page, page_size: PAGE_SIZE });
  if (error) throw error;
  return data as unknown as ListPage<AdminUser>;
}
