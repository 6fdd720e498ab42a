import type { PhotoStatus } from '../../model/sellPhotos';
import { UploadProgressList } from './UploadProgressList';

// Typed by hand: sell-mfe does not depend on Storybook; shared/.storybook picks these stories up.
export default { title: 'Sell/UploadProgressList', component: UploadProgressList };

const row = (name: string, status: PhotoStatus, progress: number) => ({
  id: name,
  file: new File(['x'], name, { type: 'image/jpeg' }),
  status,
  progress,
});

const onCancel = () => {};

/** Each photo on its way up has its own Cancel. */
export const Uploading = {
  args: {
    photos: [row('obverse.jpg', 'uploaded', 1), row('reverse.jpg', 'uploading', 0.63), row('edge.jpg', 'preparing', 0)],
    onCancel,
  },
};
/** The seller stopped one upload: the photo stays in the form and is sent again on the next submit. */
export const OneCancelled = {
  args: { photos: [row('obverse.jpg', 'uploaded', 1), row('reverse.jpg', 'cancelled', 0)], onCancel },
};
/** A dropped connection: the stored photo stays stored, the failed one is tried again on the next submit. */
export const OneFailed = { args: { photos: [row('obverse.jpg', 'uploaded', 1), row('reverse.jpg', 'failed', 0)] } };
export const AllDone = { args: { photos: [row('obverse.jpg', 'uploaded', 1), row('reverse.jpg', 'uploaded', 1)] } };
