import { useEffect, useRef, useState } from 'react';

const TYPING_DEBOUNCE_MS = 400;

export interface RangeBounds {
  min: number | null;
  max: number | null;
}

export interface RangeDraftOptions extends RangeBounds {
  /** A bound from its text, or null for no bound. */
  parse(text: string): number | null;
  /** `replace` is true while one focus session refines the range it already wrote. */
  onChange(range: RangeBounds, options: { replace: boolean }): void;
}

const show = (bound: number | null) => (bound === null ? '' : String(bound));

/**
 * The typed text of a min–max range (price, years) and when it is written: once typing pauses, only a
 * valid range (no unreadable bound, min not above max), one history entry per focus session. The text
 * follows the URL when it changes from elsewhere (back button, Clear Filters).
 */
export function useRangeDraft({ min: minBound, max: maxBound, parse, onChange }: RangeDraftOptions) {
  const [min, setMin] = useState(show(minBound));
  const [max, setMax] = useState(show(maxBound));
  const wroteThisSession = useRef(false);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => setMin((text) => (parse(text) === minBound ? text : show(minBound))), [minBound, parse]);
  useEffect(() => setMax((text) => (parse(text) === maxBound ? text : show(maxBound))), [maxBound, parse]);
  useEffect(() => () => clearTimeout(typing.current), []);

  const unreadable = (text: string) => text.trim() !== '' && parse(text) === null;
  const isInverted = (a: string, b: string) => {
    const [low, high] = [parse(a), parse(b)];
    return low !== null && high !== null && low > high;
  };

  function schedule(nextMin: string, nextMax: string) {
    clearTimeout(typing.current);
    typing.current = setTimeout(() => {
      // What cannot match says why (the caller's hint), and the URL keeps the last valid range.
      if (unreadable(nextMin) || unreadable(nextMax) || isInverted(nextMin, nextMax)) return;
      const range = { min: parse(nextMin), max: parse(nextMax) };
      if (range.min === minBound && range.max === maxBound) return;
      onChange(range, { replace: wroteThisSession.current });
      wroteThisSession.current = true;
    }, TYPING_DEBOUNCE_MS);
  }

  return {
    min,
    max,
    inverted: isInverted(min, max),
    unreadable: unreadable(min) || unreadable(max),
    typeMin(text: string) {
      setMin(text);
      schedule(text, max);
    },
    typeMax(text: string) {
      setMax(text);
      schedule(min, text);
    },
    /** A new focus session: its first write adds a history entry. */
    focus() {
      wroteThisSession.current = false;
    },
    clear() {
      clearTimeout(typing.current);
      setMin('');
      setMax('');
    },
  };
}
