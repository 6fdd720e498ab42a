import { useState } from 'react';

export interface RowActions {
  /** The row whose action is running, or null. */
  busy: string | null;
  /** Each row's last refusal, in words. */
  failed: Readonly<Record<string, string>>;
  /**
   * Runs `action` for the row `key`: the row is busy meanwhile and its last refusal is cleared. A refusal
   * is said on the row in `refusal`'s words (a text, or one made from what was thrown). Without `refusal`
   * it is thrown on, to a dialog that shows it and keeps what was typed.
   */
  run(key: string, action: () => Promise<unknown>, refusal?: string | ((error: unknown) => string)): Promise<void>;
}

/**
 * The back office's lists act on one row at a time (a status, a delete, a role): the twin of useAction
 * (@sikka/shared/async) for a list. `after` runs once each action has settled, refused or not (the list
 * read again: a refused change may mean the row changed under the admin), before the row stops being busy.
 * `what` names the change in the console.
 */
export function useRowActions(what: string, after?: () => Promise<unknown>): RowActions {
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<Record<string, string>>({});

  async function run(key: string, action: () => Promise<unknown>, refusal?: string | ((error: unknown) => string)) {
    setBusy(key);
    setFailed(({ [key]: _cleared, ...rest }) => rest);
    try {
      await action();
    } catch (error) {
      if (refusal === undefined) throw error;
      console.error(`[sikka] ${what} was refused`, error);
      setFailed((current) => ({ ...current, [key]: typeof refusal === 'string' ? refusal : refusal(error) }));
    } finally {
      await after?.();
      setBusy(null);
    }
  }

  return { busy, failed, run };
}
