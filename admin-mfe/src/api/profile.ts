import { getSupabase } from '@sikka/shared/supabase';

/** The signed-in admin's name on certificates (profiles.display_name), null while none is set. */
export async function fetchOwnDisplayName(userId: string): Promise<string | null> {
  const { data, error } = await getSupabase().from('profiles').select('display_name').eq('id', userId).single();
  if (error) throw error;
  return data.display_name;
}

/** Sets the caller's own name on certificates (public.set_display_name: admins only, 20261125400300). */
export async function saveOwnDisplayName(name: string): Promise<void> {
  const { error } = await getSupabase().rpc('set_display_name', { display_name: name });
  if (error) throw error;
}
