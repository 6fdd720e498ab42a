import { getSupabase } from '@sikka/shared/supabase';
import type { SettingsSection, SettingsValues } from './rules';

/** Every section's values as the owner edits them (public.shop_settings: the owner only). */
export type ShopSettings = Record<SettingsSection, SettingsValues>;

export async function fetchShopSettings(): Promise<ShopSettings> {
  const { data, error } = await getSupabase().rpc('shop_settings');
  if (error || !data) throw error ?? new Error('No settings');
  return data as unknown as ShopSettings;
}

/**
 * Saves one section (public.save_shop_settings checks it with the same rules and refuses with the
 * problem's key); answers every section as it now is.
 */
export async function saveShopSettings(section: SettingsSection, values: SettingsValues): Promise<ShopSettings> {
  const { data, error } = await getSupabase().rpc('save_shop_settings', {
    section,
    settings: values as never,
  });
  if (error) throw error;
  return data as unknown as ShopSettings;
}
