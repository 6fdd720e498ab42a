import { BulkItemCard } from './BulkItemCard';
import { newDraft } from '../../model/bulk';

const photo = `data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#2b211a"/><circle cx="200" cy="150" r="110" fill="#c8a04a"/></svg>')}`;
const categories = [
  { id: 'mixed', name: 'Mixed Collectibles' },
  { id: 'mughal', name: 'Mughal Coins' },
];
const base = {
  number: 1,
  photos: [{ key: 'd1:0', src: photo }],
  categories,
  selected: true,
  disabled: false,
  onSelect: () => {},
  onField: () => {},
  onAddFiles: () => {},
  onCamera: () => {},
  onEditPhoto: () => {},
  onRemovePhoto: () => {},
  onRemove: () => {},
  referenceTypes: [],
  tolerance: null,
  onCatalogueField: () => {},
};
const draft = { ...newDraft('d1', 'mixed'), name: 'Akbar Silver Rupee', price: '18500' };

// Typed by hand: admin-mfe does not depend on Storybook; shared/.storybook picks these stories up.
export default { title: 'Admin/BulkItemCard', component: BulkItemCard };

export const Pending = { args: { ...base, draft } };
export const Processing = { args: { ...base, draft: { ...draft, status: 'processing' } } };
export const Uploaded = { args: { ...base, draft: { ...draft, status: 'success' } } };
/** Spec §2: an error shows an error icon with its message under the item. */
export const Failed = {
  args: {
    ...base,
    draft: {
      ...draft,
      name: '',
      status: 'error',
      error: 'Image analysis failed: Invalid type "Banknote". Must be exactly "coin" or "note"',
    },
  },
};
export const NotSelected = { args: { ...base, selected: false, photos: [], draft: newDraft('d2', 'mixed') } };
/** A price that is not whole rupees and a link that is not YouTube's, refused before anything is sent. */
export const Refused = {
  args: {
    ...base,
    draft: {
      ...draft,
      price: '3.5',
      youtube_url: 'https://vimeo.com/123456',
      status: 'error',
      error: 'Price must be a whole number of rupees, 0 or more',
    },
    errors: {
      price: 'Price must be a whole number of rupees, 0 or more',
      youtube_url: 'Invalid YouTube URL format. Please use a valid YouTube video URL.',
    },
  },
};
/** With the AI off: empty fields say what they become. */
export const AiOff = {
  args: {
    ...base,
    draft: newDraft('d3', 'mixed'),
    hints: {
      name: "Empty: saved as 'Unknown Collectible'",
      price: 'Required while AI suggestions are off',
      description: 'Empty: saved without a description',
    },
    notice: 'Only 6 images are allowed per listing; 1 extra image was not added.',
  },
};
/** Catalogue details filled: the section is open (issue 32). */
export const WithCatalogueDetails = {
  args: {
    ...base,
    draft: { ...draft, catalogue: { ...draft.catalogue, period: 'Mughal', metal: 'silver', weight_g: '11.4', grade: 'VF' } },
  },
};
