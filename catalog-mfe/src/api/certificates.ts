import { getSupabase } from '@sikka/shared/supabase';
import type { VerifiedCertificate } from '../model/certificate';

/**
 * The public facts of a certificate by its code (public.verify_certificate, 20261125400300): null when no
 * certificate has that code. Nothing about the buyer is in the answer. The one call only the verify page makes.
 */
export async function fetchCertificate(code: string): Promise<VerifiedCertificate | null> {
  const { data, error } = await getSupabase().rpc('verify_certificate', { code });
  if (error) throw error;
  return (data as unknown as VerifiedCertificate | null) ?? null;
}
