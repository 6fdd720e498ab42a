// @sikka/shared/domain/categories (spec §3 categories, §7 "read all, ordered by name").
import type { Tables } from '@sikka/shared/database.types';
import { getSupabase } from '@sikka/shared/supabase';

export type Category = Pick<Tables<'categories'>, 'id' | 'name'>;

/** Spec §7: every category, ordered by name. */
export async function fetchCategories(): Promise<Category[]> {
  const { data, error } = await getSupabase().from('categories').select('id, name').order('name');
  if (error) throw error;
  return data ?? [];
}
