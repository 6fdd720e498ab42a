import { getSupabase } from '@sikka/shared/supabase';
import type { AccountsPeriod, RegisterRow } from '@sikka/shared/domain/accounts';
import type { Reconciliation } from '../model/accounts';

export interface PeriodAccounts {
  gstin: string;
  rows: RegisterRow[];
  reconciliation: Reconciliation;
}

/** A period's sales register, its reconciliation and the shop's GSTIN (issue 46), in three calls at once. */
export async function fetchPeriodAccounts(period: AccountsPeriod): Promise<PeriodAccounts> {
  const supabase = getSupabase();
  const args = { period_start: period.start, months: period.months };
  const [register, reconciliation, seller] = await Promise.all([
    supabase.rpc('sales_register', args),
    supabase.rpc('sales_reconciliation', args),
    supabase.rpc('seller_legal_details'),
  ]);
  const error = register.error ?? reconciliation.error ?? seller.error;
  if (error) throw error;
  return {
    gstin: (seller.data as { gstin: string }).gstin,
    rows: register.data as unknown as RegisterRow[],
    reconciliation: reconciliation.data as unknown as Reconciliation,
  };
}
