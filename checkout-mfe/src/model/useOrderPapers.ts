import { useState } from 'react';
import { useAsync } from '@sikka/shared/async';
import { fetchOrderPapers, orderPaperLink } from '../api/orderPapers';
import type { PaperLink } from './orderPapers';

export const PAPER_FAILED = 'Could not open the document. Please try again.';

/**
 * The order page's papers by the order's link: the list (read once), and `open`, which asks for a fresh
 * short-lived PDF link at each tap (a link kept on the page would have expired by the next visit).
 */
export function useOrderPapers(token: string) {
  const papers = useAsync(() => fetchOrderPapers(token), [token]);
  const [opening, setOpening] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function open(paper: PaperLink) {
    // The tab is opened at the tap, so no pop-up blocker stops it; it gets the PDF's link once signed.
    const tab = window.open('', '_blank');
    setOpening(paper.id);
    setProblem(null);
    try {
      const url = await orderPaperLink(token, paper.kind, paper.id);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      console.error('[sikka] a paper did not open', error);
      tab?.close();
      setProblem(PAPER_FAILED);
    } finally {
      setOpening(null);
    }
  }

  return { papers, opening, problem, open };
}
