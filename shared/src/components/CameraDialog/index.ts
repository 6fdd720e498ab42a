// @sikka/shared/camera: the full-screen camera capture dialog (the sell page, the listing editor).
export { CameraDialog, type CameraDialogProps } from './CameraDialog';
export { CAMERA_TEXTS, cameraProblem } from './useCamera';
