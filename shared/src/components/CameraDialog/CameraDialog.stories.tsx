import { CameraDialog } from './CameraDialog';

// Storybook asks for the camera like the shop does: allow it to see the live preview, block it to see
// the message (the file picker beside it keeps working).
export default { title: 'Components/CameraDialog', component: CameraDialog };

export const Open = {
  args: { open: true, onOpenChange: () => {}, onCapture: (photo: File) => console.info('captured', photo.name, photo.size) },
};
export const ForAListing = { args: { ...Open.args, title: 'Photograph the listing' } };
