import { useCallback, useEffect, useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useAction } from '@sikka/shared/async';
import { Button, Dialog } from '@sikka/shared/ui';
import { cropToJpeg } from './cropImage';
import styles from './ImageEditor.module.css';

/** Spec §9 cropper constants. */
export const EDITOR = {
  zoomMin: 1,
  zoomMax: 3,
  zoomStep: 0.1,
  rotationMin: 0,
  rotationMax: 360,
  defaultAspect: 4 / 3,
  keyboardStep: 1,
} as const;

export type AspectChoice = 'free' | 'square';

export interface ImageEditorProps {
  open: boolean;
  /** The photo being edited (an object URL or data URL). */
  imageSrc: string | null;
  onCancel(): void;
  /** The edited photo: a JPEG at quality 1, long edge at most 2560 px. */
  onSave(photo: Blob): void | Promise<void>;
}

/**
 * 'Edit Image' (spec §2 "Shared dialogs"): crop with Free or Square aspect, zoom 1-3, rotation 0-360,
 * starting at zoom 1, rotation 0 and aspect 4/3. Arrow keys move the crop; the sliders and buttons are
 * ordinary controls. A failed export is logged and the dialog stays open (spec §8: crop errors are logged).
 */
export function ImageEditor({ open, imageSrc, onCancel, onSave }: ImageEditorProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(EDITOR.zoomMin);
  const [rotation, setRotation] = useState<number>(EDITOR.rotationMin);
  const [aspect, setAspect] = useState<number>(EDITOR.defaultAspect);
  const [choice, setChoice] = useState<AspectChoice | null>(null);
  const [naturalAspect, setNaturalAspect] = useState<number>(EDITOR.defaultAspect);
  const [area, setArea] = useState<Area | null>(null);
  const zoomId = useId();
  const rotationId = useId();

  // Every photo starts from the spec's defaults (imageSrc: a new photo while open starts over too).
  // biome-ignore lint/correctness/useExhaustiveDependencies: imageSrc is the trigger, not a value read here
  useEffect(() => {
    if (!open) return;
    setCrop({ x: 0, y: 0 });
    setZoom(EDITOR.zoomMin);
    setRotation(EDITOR.rotationMin);
    setAspect(EDITOR.defaultAspect);
    setChoice(null);
    setArea(null);
  }, [open, imageSrc]);

  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  const choose = (next: AspectChoice) => {
    setChoice(next);
    setAspect(next === 'square' ? 1 : naturalAspect);
  };

  const save = useAction(
    async () => {
      if (!imageSrc || !area) return;
      await onSave(await cropToJpeg(imageSrc, area, rotation));
    },
    (error) => {
      console.error('[sikka] image editor: could not export the crop', error);
      return undefined;
    },
  );

  return (
    <Dialog
      title="Edit Image"
      size="lg"
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={save.pending}>
            Cancel
          </Button>
          <Button onClick={() => void save.run()} disabled={save.pending || !area}>
            Save Changes
          </Button>
        </>
      }
    >
      <div className={styles.cropArea}>
        {imageSrc && (
          <Cropper
            image={imageSrc}
            crop={crop}
            zoom={zoom}
            rotation={rotation}
            aspect={aspect}
            minZoom={EDITOR.zoomMin}
            maxZoom={EDITOR.zoomMax}
            keyboardStep={EDITOR.keyboardStep}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onRotationChange={setRotation}
            onCropComplete={onCropComplete}
            onMediaLoaded={({ naturalWidth, naturalHeight }) => setNaturalAspect(naturalWidth / naturalHeight)}
            cropperProps={{ role: 'group', 'aria-label': 'Crop area: arrow keys move the crop' }}
            mediaProps={{ alt: 'Photo being edited' }}
          />
        )}
      </div>
      <div className={styles.controls}>
        <fieldset className={styles.aspects}>
          <legend className={styles.legend}>Aspect</legend>
          <Button
            size="sm"
            variant={choice === 'free' ? 'primary' : 'secondary'}
            aria-pressed={choice === 'free'}
            onClick={() => choose('free')}
          >
            Free
          </Button>
          <Button
            size="sm"
            variant={choice === 'square' ? 'primary' : 'secondary'}
            aria-pressed={choice === 'square'}
            onClick={() => choose('square')}
          >
            Square
          </Button>
        </fieldset>
        <label className={styles.slider} htmlFor={zoomId}>
          <span>Zoom</span>
          <input
            id={zoomId}
            type="range"
            min={EDITOR.zoomMin}
            max={EDITOR.zoomMax}
            step={EDITOR.zoomStep}
            value={zoom}
            onChange={(event) => setZoom(Number(event.target.value))}
          />
          <output className={styles.value}>{zoom.toFixed(1)}×</output>
        </label>
        <label className={styles.slider} htmlFor={rotationId}>
          <span>Rotation</span>
          <input
            id={rotationId}
            type="range"
            min={EDITOR.rotationMin}
            max={EDITOR.rotationMax}
            step={EDITOR.keyboardStep}
            value={rotation}
            onChange={(event) => setRotation(Number(event.target.value))}
          />
          <output className={styles.value}>{rotation}°</output>
        </label>
      </div>
    </Dialog>
  );
}
