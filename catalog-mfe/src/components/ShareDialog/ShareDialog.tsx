import { useRef } from 'react';
import { Button, Dialog, Field, Input, useToast } from '@sikka/shared/ui';
import styles from './ShareDialog.module.css';

export const LINK_COPIED = 'Link copied to clipboard!';

export interface ShareDialogProps {
  url: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Spec §2 'Share Listing': the listing's link, and a button that copies it. */
export function ShareDialog({ url, open, onOpenChange }: ShareDialogProps) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard permission (an embedded or insecure page): the selection lets the visitor copy it.
      input.current?.select();
      toast({ title: 'Press Ctrl+C (or long-press) to copy the selected link', tone: 'info' });
      return;
    }
    toast({ title: LINK_COPIED, tone: 'success' });
    onOpenChange(false);
  }

  return (
    <Dialog
      title="Share Listing"
      description="Send this link to anyone: it opens this listing."
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => void copy()}>Copy Link</Button>
        </>
      }
    >
      <Field label="Link to this listing">
        <Input ref={input} className={styles.link} value={url} readOnly onFocus={(event) => event.target.select()} />
      </Field>
    </Dialog>
  );
}
