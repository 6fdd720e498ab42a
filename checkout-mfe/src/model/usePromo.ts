import { useCallback, useRef, useState } from 'react';
import { ensureBuyerSession, validatePromo, type ValidPromo } from '../api/checkout';
import { PROMO_APPLIED } from './messages';
import { normalizePromoCode } from '@sikka/shared/domain/promoCodes';
import { promoFailureMessage } from './promo';

export interface PromoState {
  /** What the buyer typed, upper-cased. */
  input: string;
  checking: boolean;
  /** The promo the database accepted; its discount is in the summary and it goes with the order. */
  applied: ValidPromo | null;
  /** The outcome of the last check: the success text or one of the spec's refusals. */
  feedback: { tone: 'success' | 'error'; text: string } | null;
}

const EMPTY: PromoState = { input: '', checking: false, applied: null, feedback: null };

/** Promo code entry at checkout (spec §2): type, apply (checked by the database), remove. */
export function usePromo() {
  const [state, setState] = useState<PromoState>(EMPTY);
  // A check that finishes after a reset (dialog reopened for another item) must not apply anything.
  const generation = useRef(0);

  const setInput = useCallback((value: string) => {
    setState((s) => ({ ...s, input: normalizePromoCode(value), feedback: s.feedback?.tone === 'error' ? null : s.feedback }));
  }, []);

  const apply = useCallback(async () => {
    const code = state.input.trim();
    if (!code || state.checking) return;
    const mine = ++generation.current;
    setState((s) => ({ ...s, checking: true, feedback: null }));
    try {
      // Without a session the database answers 'Authentication required…': let it say so.
      await ensureBuyerSession().catch((error: unknown) => console.warn('[checkout] no buyer session', error));
      const promo = await validatePromo(code);
      if (mine !== generation.current) return;
      setState({ input: '', checking: false, applied: promo, feedback: { tone: 'success', text: PROMO_APPLIED } });
    } catch (error) {
      if (mine !== generation.current) return;
      setState((s) => ({ ...s, checking: false, applied: null, feedback: { tone: 'error', text: promoFailureMessage(error) } }));
    }
  }, [state.input, state.checking]);

  const remove = useCallback(() => {
    generation.current++;
    setState(EMPTY);
  }, []);

  return { ...state, setInput, apply, remove, reset: remove };
}
