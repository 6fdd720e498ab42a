import { useCallback, useEffect, useRef, useState } from 'react';

export type Facing = 'environment' | 'user';
export type CameraState = { status: 'starting' } | { status: 'live' } | { status: 'unavailable'; message: string };

export const CAMERA_TEXTS = {
  denied: 'Camera access was denied. Allow the camera for this site in your browser settings, or use Upload Image instead.',
  missing: 'No camera was found on this device. Use Upload Image instead.',
  failed: 'The camera could not be started. Use Upload Image instead.',
} as const;

/** What the person is told for a getUserMedia failure (errors are logged, never thrown: spec §8). */
export function cameraProblem(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return CAMERA_TEXTS.denied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotSupportedError') return CAMERA_TEXTS.missing;
  return CAMERA_TEXTS.failed;
}

/** A live stream for `video` while `active`, facing the chosen side; stops every track when done. */
export function useCamera(active: boolean, facing: Facing) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [state, setState] = useState<CameraState>({ status: 'starting' });

  useEffect(() => {
    if (!active) return;
    let stream: MediaStream | null = null;
    let cancelled = false;
    setState({ status: 'starting' });
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No camera API', 'NotSupportedError');
      // `ideal`, not `exact`: a laptop with one camera still starts when asked for the back one.
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: facing } }, audio: false });
      if (cancelled) return;
      const video = videoRef.current;
      if (video) {
        video.srcObject = stream;
        await video.play().catch(() => {});
      }
      setState({ status: 'live' });
    };
    start().catch((error: unknown) => {
      console.error('[sikka] camera could not start', error);
      if (!cancelled) setState({ status: 'unavailable', message: cameraProblem(error) });
    });
    return () => {
      cancelled = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [active, facing]);

  /** The current frame as a JPEG file, or null when there is no frame yet. */
  const capture = useCallback(async (): Promise<File | null> => {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0) return null;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
    return blob ? new File([blob], `camera-${Date.now()}.jpg`, { type: 'image/jpeg' }) : null;
  }, []);

  return { videoRef, state, capture };
}
