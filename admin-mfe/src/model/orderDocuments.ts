import { useCallback, useState } from 'react';
import { documentLink, fetchOrderDocuments, reissueCertificate, revokeCertificate } from '../api/documents';

// The order card's papers (issue 34): the certificate of authenticity and the GST invoice (or credit note)
// of a paid order, opened as PDFs, and the certificate's revocation or re-issue. Nothing is read until
// the admin asks for a paper, so a page of fifty cards costs no request.

export type DocumentKind = 'certificate' | 'invoice';

export interface OrderDocuments {
  certificates: Array<{
    id: string;
    code: string;
    issued_at: string;
    /** The piece it certifies (an auction order has one certificate per lot). */
    item_name?: string;
    revoked_at: string | null;
    revoked_reason: string | null;
  }>;
  invoices: Array<{ id: string; kind: 'invoice' | 'credit_note'; serial: string; issued_at: string }>;
}

export type Paper = 'certificate' | 'invoice' | 'credit_note';

/** The row of the paper asked for: the certificate in force, the invoice, or the credit note. */
export function paperId(documents: OrderDocuments, paper: Paper): { kind: DocumentKind; id: string } | null {
  if (paper === 'certificate') {
    const live = documents.certificates.find((c) => c.revoked_at === null);
    return live ? { kind: 'certificate', id: live.id } : null;
  }
  const invoice = documents.invoices.find((i) => i.kind === paper);
  return invoice ? { kind: 'invoice', id: invoice.id } : null;
}

/** The certificates in force: one per piece of the order (an auction order has one per lot). */
export const liveCertificates = (documents: OrderDocuments) => documents.certificates.filter((c) => c.revoked_at === null);

export const liveCertificateIds = (documents: OrderDocuments) => liveCertificates(documents).map((c) => c.id);

/** A certificate in force the admin can open, named by its piece. */
export interface PieceCertificate {
  id: string;
  piece: string;
}

/** The certificates to choose from when the order holds several pieces; null when one opens at once. */
export function piecesToChoose(documents: OrderDocuments): PieceCertificate[] | null {
  const live = liveCertificates(documents);
  return live.length > 1 ? live.map((c) => ({ id: c.id, piece: c.item_name ?? c.code })) : null;
}

export function useOrderDocuments(orderId: string) {
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // An order of several pieces: the certificates to choose from (one tab opens per click).
  const [pieces, setPieces] = useState<PieceCertificate[] | null>(null);

  const run = useCallback(async (job: () => Promise<void>, failure: string) => {
    setWorking(true);
    setProblem(null);
    try {
      await job();
    } catch (error) {
      console.error('[sikka] a paper failed', error);
      setProblem(failure);
    } finally {
      setWorking(false);
    }
  }, []);

  /**
   * Opens the paper's PDF in a new tab (opened at the click, so no pop-up blocker stops it). The
   * certificate of an order of several pieces is chosen first: the card then lists one per piece.
   */
  const open = (paper: Paper, certificateId?: string) => {
    const tab = window.open('', '_blank');
    return run(async () => {
      try {
        const documents = await fetchOrderDocuments(orderId);
        const choice = paper === 'certificate' && !certificateId ? piecesToChoose(documents) : null;
        if (choice) {
          tab?.close();
          setPieces(choice);
          return;
        }
        const found = certificateId ? { kind: 'certificate' as const, id: certificateId } : paperId(documents, paper);
        if (!found) throw new Error(`No ${paper} for this order`);
        const url = await documentLink(found.kind, found.id);
        if (tab) tab.location.href = url;
        else window.location.assign(url);
      } catch (error) {
        // Only a failure closes the empty tab: after a success it is still about:blank until the PDF arrives.
        tab?.close();
        throw error;
      }
    }, 'Could not open the document. Please try again.');
  };

  // Every certificate in force, as re-issuing renews them all.
  const revoke = async (reason: string) => {
    const live = liveCertificateIds(await fetchOrderDocuments(orderId));
    if (live.length === 0) throw new Error('No certificate in force');
    for (const id of live) await revokeCertificate(id, reason);
  };

  const reissue = () => run(() => reissueCertificate(orderId), 'Could not re-issue the certificate. Please try again.');

  return { working, problem, pieces, closePieces: () => setPieces(null), open, revoke, reissue };
}
