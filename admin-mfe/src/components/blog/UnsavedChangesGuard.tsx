import { useContext, useEffect, useRef, useState, type RefObject } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, useNavigate } from '@sikka/shared/router';
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
 * throws, so there the guard catches link clicks and Back/Forward before the router sees them.
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
  return dataRouter ? <RouterBlocker shouldBlock={shouldBlock} /> : <BrowserRouterBlocker shouldBlock={shouldBlock} />;
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

/** Where the admin was going when asked: an in-app link, or a history entry (Back, Forward). */
type Leaving = { via: 'link'; to: string } | { via: 'history'; key: string };

function BrowserRouterBlocker({ shouldBlock }: { shouldBlock(): boolean }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<Leaving | null>(null);
  // The history entry 'Leave' goes on to: that traversal is not asked about again.
  const letThrough = useRef<string | null>(null);

  useEffect(() => {
    // Capture phase on the document runs before React's listeners on its root: the Link never hears it.
    const intercept = (event: MouseEvent) => {
      const target = inAppTarget(event);
      if (!target || !shouldBlock()) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({ via: 'link', to: target });
    };
    document.addEventListener('click', intercept, true);
    return () => document.removeEventListener('click', intercept, true);
  });

  useEffect(() => {
    // Back and Forward: popstate comes too late. The router hears it first and React renders a popstate
    // update at once, so the editor (and everything typed) is gone before a later listener runs. The
    // Navigation API's navigate event comes before the move and can cancel it (Chromium 102+, Firefox
    // 147+, Safari 26.2+); without it, Back leaves unasked. The browser lets a page cancel the Back
    // button only once per user interaction, so it cannot trap anyone.
    const navigation = (window as { navigation?: Navigation }).navigation;
    if (!navigation) return;
    const intercept = (event: NavigateEvent) => {
      if (event.navigationType !== 'traverse' || !event.destination.sameDocument) return;
      if (letThrough.current === event.destination.key) {
        letThrough.current = null;
        return;
      }
      if (!event.cancelable || !shouldBlock()) return;
      event.preventDefault();
      setPending({ via: 'history', key: event.destination.key });
    };
    navigation.addEventListener('navigate', intercept);
    return () => navigation.removeEventListener('navigate', intercept);
  });

  return (
    <LeaveDialog
      open={pending !== null}
      stay={() => setPending(null)}
      leave={() => {
        const leaving = pending;
        setPending(null);
        if (leaving?.via === 'link') navigate(leaving.to);
        if (leaving?.via === 'history') {
          letThrough.current = leaving.key;
          const going = window.navigation.traverseTo(leaving.key);
          // The entry may be gone by now: then the admin stays where they are.
          const stay = () => {
            letThrough.current = null;
          };
          going.committed?.catch(stay);
          going.finished?.catch(stay);
        }
      }}
    />
  );
}
