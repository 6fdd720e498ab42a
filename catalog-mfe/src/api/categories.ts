import { getSupabase } from '@sikka/shared';
import type { Category } from '../model/listing';

/** Spec §7: every category, ordered by name. */
export async function fetchCategories(): Promise<Category[]> {
  const { data, error } = await getSupabase().from('categories').select('id, name').order('name');
  if (error) throw error;
  return data ?? [];
}
