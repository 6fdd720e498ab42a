import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CameraDialog } from './CameraDialog';
import { CAMERA_TEXTS, cameraProblem } from './useCamera';

const denied = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CameraDialog', () => {
  it.each([
    ['NotAllowedError', CAMERA_TEXTS.denied],
    ['SecurityError', CAMERA_TEXTS.denied],
    ['NotFoundError', CAMERA_TEXTS.missing],
    ['OverconstrainedError', CAMERA_TEXTS.missing],
    ['NotReadableError', CAMERA_TEXTS.failed],
  ])('explains %s in words', (name, text) => {
    expect(cameraProblem(new DOMException('x', name))).toBe(text);
  });

  it('says the camera was denied, logs it, and keeps only close usable', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn(denied) } });
    render(<CameraDialog open onOpenChange={() => {}} onCapture={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(CAMERA_TEXTS.denied);
    expect(error).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Take photo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close camera' })).toBeEnabled();
  });

  it('says there is no camera where the browser has no camera API', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    render(<CameraDialog open onOpenChange={() => {}} onCapture={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(CAMERA_TEXTS.missing);
  });

  it('asks for the back camera first, and the front one after the switch', async () => {
    const getUserMedia = vi.fn(async () => ({ getTracks: () => [] }) as unknown as MediaStream);
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    render(<CameraDialog open onOpenChange={() => {}} onCapture={() => {}} />);
    await vi.waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(1));
    expect(getUserMedia).toHaveBeenLastCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    screen.getByRole('button', { name: 'Switch to front camera' }).click();
    await vi.waitFor(() =>
      expect(getUserMedia).toHaveBeenLastCalledWith({ video: { facingMode: { ideal: 'user' } }, audio: false }),
    );
  });
});
