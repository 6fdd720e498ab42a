import type { CoverUpload } from '../../model/blogCover';
import { CoverImageField } from './CoverImageField';

// Typed by hand: the admin does not depend on Storybook; shared/.storybook picks these stories up.
export default { title: 'Admin/Blog/CoverImageField', component: CoverImageField };

const input = { name: 'cover_image' as const, onChange: async () => {}, onBlur: async () => {}, ref: () => {} };
const upload = (state: CoverUpload['state']): CoverUpload => ({ state, start: () => {}, cancel: () => {} });

export const Empty = { args: { input, upload: upload({ status: 'idle' }) } };

export const Uploading = {
  args: { input, upload: upload({ status: 'uploading', fileName: 'pig-rupee-obverse.jpg', progress: 0.42 }) },
};

export const Uploaded = { args: { input, upload: upload({ status: 'uploaded', fileName: 'pig-rupee-obverse.jpg' }) } };

/** Storage refused the photo: the reason beneath the button, the URL field as it was. */
export const UploadFailed = {
  args: {
    input,
    upload: upload({ status: 'failed', message: 'Failed to upload the image: new row violates row-level security policy' }),
  },
};
