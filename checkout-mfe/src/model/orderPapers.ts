// The buyer's papers on the order page (issue 34): which PDFs a paid order offers, in the order a buyer
// looks for them. The certificate shown is the one in force (a re-issued order keeps its revoked codes
// in the list, newest first), one per piece of an auction order (issue 47), each then named by its piece;
// a credit note appears once a paid order is cancelled.

export type DocumentKind = 'certificate' | 'invoice';

export interface OrderPapers {
  certificates: Array<{ id: string; code: string; issued_at: string; revoked_at: string | null; item_name?: string }>;
  invoices: Array<{ id: string; kind: 'invoice' | 'credit_note'; serial: string; issued_at: string }>;
}

export interface PaperLink {
  label: string;
  kind: DocumentKind;
  id: string;
}

export const PAPER_LABELS = {
  certificate: 'Certificate of authenticity (PDF)',
  invoice: 'GST invoice (PDF)',
  credit_note: 'Credit note (PDF)',
} as const;

/** The PDFs to offer, and the codes of the certificates in force (for their verify links). */
export function paperLinks(papers: OrderPapers): { links: PaperLink[]; certificateCodes: string[] } {
  const live = papers.certificates.filter((c) => c.revoked_at === null);
  const links: PaperLink[] = live.map((c) => ({
    label: live.length > 1 ? `Certificate of authenticity: ${c.item_name} (PDF)` : PAPER_LABELS.certificate,
    kind: 'certificate',
    id: c.id,
  }));
  for (const paper of ['invoice', 'credit_note'] as const) {
    const found = papers.invoices.find((i) => i.kind === paper);
    if (found) links.push({ label: PAPER_LABELS[paper], kind: 'invoice', id: found.id });
  }
  return { links, certificateCodes: live.map((c) => c.code) };
}
