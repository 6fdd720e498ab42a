import { Eye, EyeOff } from 'lucide-react';
import { Button } from '@sikka/shared/ui';

export interface WatchButtonProps {
  watching: boolean;
  busy?: boolean;
  onToggle(): void;
}

/**
 * The watchlist toggle of a lot (issue 47): a reminder e-mail comes before a watched lot closes. One button
 * whose pressed state changes; while it saves it is aria-disabled, not disabled (a disabled button drops the
 * keyboard focus to the page, and the bidder could not toggle it back), and a click then does nothing.
 */
export function WatchButton({ watching, busy = false, onToggle }: WatchButtonProps) {
  return (
    <Button
      variant="secondary"
      aria-pressed={watching}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={busy ? undefined : onToggle}
    >
      {watching ? <EyeOff aria-hidden="true" size={16} /> : <Eye aria-hidden="true" size={16} />}
      {watching ? 'Watching' : 'Watch this lot'}
    </Button>
  );
}
