import { PAGE_SIZE } from '@sikka/shared/config';
import { getSupabase, ilikeContains } from '@sikka/shared/supabase';
import { fetchNewestFirstPage, type NewestFirstPage } from '../newestFirstPage';
import type { PromoCodeRow } from './index';
import type { PromoCodeFormValues } from './form';

/** One page of the admin's promo list and how many codes match the search. */
export type PromoCodePage = NewestFirstPage<PromoCodeRow>;

/** Spec §5: promo codes match the code or the discount percent ('25' or '25%' finds 25 % off). */
export function promoCodeSearchFilter(query: string): string | null {
  const term = query.trim();
  if (!term) return null;
  const branches = [`code.ilike.${ilikeContains(term)}`];
  const percent = /^(\d{1,3})\s*%?$/.exec(term)?.[1];
  if (percent) branches.push(`discount_percent.eq.${Number(percent)}`);
  return branches.join(',');
}

/** Spec §7 "read all, newest first", one page of PAGE_SIZE at a time, searched in the database. */
export function fetchPromoCodePage({ query, page }: { query: string; page: number }): Promise<PromoCodePage> {
  return fetchNewestFirstPage('promo_codes', { filter: promoCodeSearchFilter(query), page, pageSize: PAGE_SIZE });
}

/** Spec §7 insert; returns the created row. A taken code is refused as 'promo_code_taken'. */
export async function createPromoCode(values: PromoCodeFormValues): Promise<PromoCodeRow> {
  const { data, error } = await getSupabase().from('promo_codes').insert(values).select().single();
  if (error) throw error;
  return data;
}

/** Spec §7 "update is_active to the opposite, by id"; returns the saved row. */
export async function setPromoCodeActive(id: string, isActive: boolean): Promise<PromoCodeRow> {
  const { data, error } = await getSupabase().from('promo_codes').update({ is_active: isActive }).eq('id', id).select().single();
  if (error) throw error;
  return data;
}

/**
 * Spec §7 delete by id. RLS answers a refused delete as zero rows, not an error: that is a failure
 * here too, so the list never drops a code the database kept.
 */
export async function deletePromoCode(id: string): Promise<void> {
  const { data, error } = await getSupabase().from('promo_codes').delete().eq('id', id).select('id');
  if (error) throw error;
  if (!data || data.length === 0) throw new Error(`promo code ${id} was not deleted`);
}
