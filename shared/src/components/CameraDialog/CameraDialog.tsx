import { useRef, useState } from 'react';
import { useAction } from '@sikka/shared/async';
import { Dialog as RadixDialog } from 'radix-ui';
import { Camera, SwitchCamera, X } from 'lucide-react';
import { type Facing, useCamera } from './useCamera';
import styles from './CameraDialog.module.css';

export interface CameraDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** A JPEG of the frame on screen when the shutter was pressed; the dialog closes after. */
  onCapture(photo: File): void;
  title?: string;
}

/** One title wherever the shop's camera opens (/sell, /upload, /edit, /bulk-upload). */
const CAMERA_TITLE = 'Photograph your coin or note';

/**
 * Full-screen camera capture (spec §2 "Shared dialogs"): live preview, front/back switch, shutter and
 * close. No camera or no permission shows what to do instead; nothing here ever throws at the page.
 */
export function CameraDialog({ open, onOpenChange, onCapture, title = CAMERA_TITLE }: CameraDialogProps) {
  const [facing, setFacing] = useState<Facing>('environment');
  const { videoRef, state, capture } = useCamera(open, facing);
  // Opened from code (no Radix Trigger), so the way back for keyboard users is remembered here.
  const opener = useRef<HTMLElement | null>(null);

  // A failed capture is logged; the camera stays open for another try.
  const shoot = useAction(
    async () => {
      const photo = await capture();
      if (!photo) return;
      onCapture(photo);
      onOpenChange(false);
    },
    (error) => {
      console.error('[sikka] camera capture failed', error);
      return undefined;
    },
  );

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          className={styles.screen}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {state.status === 'unavailable' ? (
            <p role="alert" className={styles.problem}>
              {state.message}
            </p>
          ) : (
            <video ref={videoRef} className={styles.preview} autoPlay muted playsInline aria-label="Camera preview" />
          )}
          <div className={styles.controls}>
            <RadixDialog.Close className={styles.round} aria-label="Close camera">
              <X aria-hidden="true" size={24} />
            </RadixDialog.Close>
            <button
              type="button"
              className={styles.shutter}
              aria-label="Take photo"
              disabled={state.status !== 'live' || shoot.pending}
              onClick={() => void shoot.run()}
            >
              <Camera aria-hidden="true" size={30} />
            </button>
            <button
              type="button"
              className={styles.round}
              aria-label={facing === 'environment' ? 'Switch to front camera' : 'Switch to back camera'}
              disabled={state.status === 'unavailable'}
              onClick={() => setFacing((side) => (side === 'environment' ? 'user' : 'environment'))}
            >
              <SwitchCamera aria-hidden="true" size={24} />
            </button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
