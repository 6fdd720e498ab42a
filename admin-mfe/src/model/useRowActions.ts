import { useEffect, useState } from 'react';

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

/** Where a row stood when its action began: itself and its neighbours, by key, and the list's section. */
interface Place {
  keys: (string | undefined)[];
  section: Element | null | undefined;
}

const rowElement = (key: string | undefined) =>
  [...document.querySelectorAll<HTMLElement>('[data-row]')].find((row) => row.dataset.row === key);

const ACTION = ':is(button, select, a[href]):not([disabled])';

/** A row's first action (in its `data-actions` part), one that can be pressed before one that cannot. */
const firstAction = (row: Element | undefined) =>
  row?.querySelector<HTMLElement>(`[data-actions] ${ACTION}:not([aria-disabled="true"])`) ??
  row?.querySelector<HTMLElement>(`[data-actions] ${ACTION}`);

/**
 * After a row's action the focus is not left on the page, though what held it may have gone (a deleted
 * row, 'Mark paid' once paid): it goes to the row's first action, else the next row's, else the previous
 * row's, else the list's heading. Called a task after the action's last render, so after radix has handed
 * the focus back to a closed dialog's trigger (in a task of its own): a trigger still there keeps it.
 */
function keepFocus({ keys, section }: Place) {
  const active = document.activeElement;
  if (active && active !== document.body) return;
  for (const key of keys) {
    const action = firstAction(rowElement(key));
    if (action) return action.focus();
  }
  const heading = section?.isConnected ? section.querySelector<HTMLElement>('h1, h2') : null;
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus();
}

/**
 * The back office's lists act on one row at a time (a status, a delete, a role): the twin of useAction
 * (@sikka/shared/async) for a list. `after` runs once each action has settled, refused or not (the list
 * read again: a refused change may mean the row changed under the admin), before the row stops being busy.
 * `what` names the change in the console. A row is an element with `data-row={key}`, its actions inside
 * an element marked `data-actions`: where the focus goes when the action took away what held it.
 */
export function useRowActions(what: string, after?: () => Promise<unknown>): RowActions {
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<Record<string, string>>({});
  const [settled, setSettled] = useState<Place | null>(null);

  useEffect(() => {
    if (!settled) return;
    const task = setTimeout(() => keepFocus(settled));
    return () => clearTimeout(task);
  }, [settled]);

  async function run(key: string, action: () => Promise<unknown>, refusal?: string | ((error: unknown) => string)) {
    const row = rowElement(key);
    const keyOf = (sibling: Element | null | undefined) => (sibling as HTMLElement | null | undefined)?.dataset.row;
    const place = {
      keys: [key, keyOf(row?.nextElementSibling), keyOf(row?.previousElementSibling)],
      section: row?.closest('section'),
    };
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
      setSettled(place);
    }
  }

  return { busy, failed, run };
}
