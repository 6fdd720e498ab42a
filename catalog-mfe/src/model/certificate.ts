// The verify page's reading of a certificate (issue 34): the answer of public.verify_certificate.

export interface VerifiedCertificate {
  code: string;
  item_type: 'coin' | 'note';
  item_name: string;
  facts: Record<string, string | number | string[]>;
  photos: string[];
  weight_g: number | null;
  diameter_mm: number | null;
  grade: string | null;
  certified_by_name: string;
  issued_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
}
