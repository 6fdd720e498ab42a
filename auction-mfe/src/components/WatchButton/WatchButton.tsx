import { Eye, EyeOff } from 'lucide-react';
import { Button } from '@sikka/shared/ui';

export interface WatchButtonProps {
  watching: boolean;
  busy?: boolean;
  onToggle(): void;
}

/**
 * The watchlist toggle of a lot (issue 47): a reminder e-mail comes before a watched lot closes. One button
 * whose pressed state changes, unavailable while it saves (it keeps the focus, so Enter toggles it back).
 */
export function WatchButton({ watching, busy = false, onToggle }: WatchButtonProps) {
  return (
    <Button variant="secondary" aria-pressed={watching} unavailable={busy} aria-busy={busy || undefined} onClick={onToggle}>
      {watching ? <EyeOff aria-hidden="true" size={16} /> : <Eye aria-hidden="true" size={16} />}
      {watching ? 'Watching' : 'Watch this lot'}
    </Button>
  );
}
