/**
 * Where a remote's failure to load or to render is reported (issue 48, errors by version): the shell
 * sets the reporter (it knows each remote's version); every slot's error boundary calls it.
 */
type Reporter = (slot: string, error: unknown) => void;

let reporter: Reporter | undefined;

/** Sets the one reporter of this page. */
export function onRemoteError(report: Reporter): void {
  reporter = report;
}

/** Reports a slot's failure; a reporter that throws never breaks the slot's fallback. */
export function reportRemoteError(slot: string, error: unknown): void {
  try {
    reporter?.(slot, error);
  } catch {
    // the report is best effort
  }
}
