import { useRef, useState } from 'react';

export interface Action<TArgs extends unknown[]> {
  /** Runs the action; a second run while one is pending is ignored. */
  run(...args: TArgs): Promise<void>;
  /** The saving flag: true from a run's start until it settles. */
  pending: boolean;
  /** The last run's failure in words (what `failureOf` gave), cleared when the next run starts. */
  failure: string | undefined;
  clearFailure(): void;
}

/**
 * The twin of `useFormSubmit` (`@sikka/shared/forms`) for what is not a react-hook-form submit (a dialog's button, a form whose values live
 * in their own state): the same saving flag, failure text and single run at a time, with nothing the
 * caller holds touched, so whatever was typed stays. `failureOf` turns what the action threw (and the
 * run's arguments) into the text to show, or undefined when it showed the refusal itself (or there is
 * nothing to say).
 */
export function useAction<TArgs extends unknown[]>(
  action: (...args: TArgs) => unknown,
  failureOf: (error: unknown, ...args: TArgs) => string | undefined,
): Action<TArgs> {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  // The flag of this very moment: two clicks in one frame both see `pending` false.
  const running = useRef(false);

  async function run(...args: TArgs) {
    if (running.current) return;
    running.current = true;
    setPending(true);
    setFailure(undefined);
    try {
      await action(...args);
    } catch (error) {
      setFailure(failureOf(error, ...args));
    } finally {
      running.current = false;
      setPending(false);
    }
  }

  return { run, pending, failure, clearFailure: () => setFailure(undefined) };
}
