import { useContext, useEffect, useRef, useState, type RefObject } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, useNavigate } from 'react-router-dom';
import { AlertDialog } from '@sikka/shared/ui';

export interface UnsavedChangesGuardProps {
  /** There are changes that leaving would lose. */
  dirty: boolean;
  /** Set just before a deliberate navigation (after a save) that must not ask. */
  leavingOnPurpose: RefObject<boolean>;
}

interface LeavePrompt {
  open: boolean;
  stay(): void;
  leave(): void;
}

function LeaveDialog({ open, stay, leave }: LeavePrompt) {
  // Confirming also closes the dialog: that close must not count as 'Stay'.
  const leaving = useRef(false);
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !leaving.current) stay();
        leaving.current = false;
      }}
      title="Leave without saving?"
      description="Your changes to this post have not been saved and will be lost."
      cancelLabel="Stay"
      confirmLabel="Leave"
      onConfirm={() => {
        leaving.current = true;
        leave();
      }}
    />
  );
}

/**
 * Asks before the editor is left with unsaved changes (issue 14): closing or reloading the tab gets
 * the browser's own prompt (beforeunload); in-app navigation gets a dialog. Under a data router that
 * is react-router's useBlocker. The shell mounts the remotes in a <BrowserRouter>, where useBlocker
 * throws, so there the guard catches clicks on in-app links before the router sees them.
 */
export function UnsavedChangesGuard({ dirty, leavingOnPurpose }: UnsavedChangesGuardProps) {
  const blocking = useRef(false);
  blocking.current = dirty;
  const shouldBlock = () => blocking.current && !leavingOnPurpose.current;

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!shouldBlock()) return;
      event.preventDefault();
      event.returnValue = ''; // older Chromium needs it set to show the prompt
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  });

  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <RouterBlocker shouldBlock={shouldBlock} /> : <LinkClickBlocker shouldBlock={shouldBlock} />;
}

function RouterBlocker({ shouldBlock }: { shouldBlock(): boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && shouldBlock(),
  );
  return <LeaveDialog open={blocker.state === 'blocked'} stay={() => blocker.reset?.()} leave={() => blocker.proceed?.()} />;
}

/** The in-app address a plain left click on this link would open, or null. */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || (link.target && link.target !== '_self'))
    return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function LinkClickBlocker({ shouldBlock }: { shouldBlock(): boolean }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    // Capture phase on the document runs before React's listeners on its root: the Link never hears it.
    const intercept = (event: MouseEvent) => {
      const target = inAppTarget(event);
      if (!target || !shouldBlock()) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(target);
    };
    document.addEventListener('click', intercept, true);
    return () => document.removeEventListener('click', intercept, true);
  });

  return (
    <LeaveDialog
      open={pending !== null}
      stay={() => setPending(null)}
      leave={() => {
        const target = pending;
        setPending(null);
        if (target) navigate(target);
      }}
    />
  );
}
