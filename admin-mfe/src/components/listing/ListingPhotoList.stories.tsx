import { ListingPhotoList } from './ListingPhotoList';

const photo = (fill: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#2b211a"/><circle cx="200" cy="150" r="110" fill="${fill}"/></svg>`)}`;
const tiles = ['#c8a04a', '#b9b9b9', '#b87333'].map((fill, i) => ({ key: `p${i}`, src: photo(fill) }));
const actions = { onAddFiles: () => {}, onCamera: () => {}, onEdit: () => {}, onRemove: () => {} };

// Typed by hand: admin-mfe does not depend on Storybook; shared/.storybook picks these stories up.
export default { title: 'Admin/ListingPhotoList', component: ListingPhotoList };

export const Empty = { args: { photos: [], ...actions } };
export const ThreePhotos = { args: { photos: tiles, ...actions } };
/** While saving: each new photo shows its upload progress and the buttons are disabled. */
export const Uploading = {
  args: { photos: tiles.map((tile, i) => ({ ...tile, progress: [1, 0.45, 0][i] })), disabled: true, ...actions },
};
/** Six photos: the limit, so no more can be added. */
export const Full = { args: { photos: [...tiles, ...tiles].map((tile, i) => ({ ...tile, key: `f${i}` })), ...actions } };
/** Picked files that are not photos: refused by name, the photos already there kept. */
export const RefusedFiles = {
  args: {
    photos: tiles.slice(0, 1),
    problems: [
      "'notes.txt' was not added. Only image file types are accepted. Please choose a JPEG, PNG, WebP or GIF photo.",
      "'broken.jpg' was not added. The photo could not be opened; the file may be damaged. Please choose another photo.",
    ],
    ...actions,
  },
};
