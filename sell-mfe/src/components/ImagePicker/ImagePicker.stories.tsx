import type { SellPhoto } from '../../model/sellPhotos';
import { ImagePicker } from './ImagePicker';

// Typed by hand: sell-mfe does not depend on Storybook; shared/.storybook picks these stories up.
export default { title: 'Sell/ImagePicker', component: ImagePicker };

const coin = (name: string, fill: string): SellPhoto => ({
  id: name,
  file: new File(['x'], name, { type: 'image/jpeg' }),
  previewUrl: `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#fbf8f2"/><circle cx="50" cy="50" r="38" fill="${fill}"/></svg>`,
  )}`,
  status: 'ready',
  progress: 0,
  url: null,
});

const handlers = { onAdd: () => {}, onRemove: () => {} };

export const Empty = { args: { photos: [], error: null, ...handlers } };
export const TwoPhotos = {
  args: { photos: [coin('obverse.jpg', '#c9a227'), coin('reverse.jpg', '#8a6412')], error: null, ...handlers },
};
export const Full = {
  args: {
    photos: [coin('obverse.jpg', '#c9a227'), coin('reverse.jpg', '#8a6412'), coin('edge.jpg', '#6b5d52')],
    error: null,
    ...handlers,
  },
};
/** A rule broken by the last pick: the message, and what was already chosen stays. */
export const RuleMessage = {
  args: { photos: [coin('obverse.jpg', '#c9a227')], error: 'Each image must be less than 5MB', ...handlers },
};
export const WhileSubmitting = { args: { photos: [coin('obverse.jpg', '#c9a227')], error: null, disabled: true, ...handlers } };
