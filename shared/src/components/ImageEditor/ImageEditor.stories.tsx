import { ImageEditor } from './ImageEditor';

// A coin drawn as SVG: the editor needs a real picture, and a story must not fetch one.
const coin = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#2b211a"/>' +
    '<circle cx="400" cy="300" r="220" fill="#c8a04a" stroke="#8a6a24" stroke-width="14"/>' +
    '<text x="400" y="320" font-size="64" text-anchor="middle" fill="#5a3d10" font-family="serif">1 RUPEE</text></svg>',
)}`;

export default { title: 'Components/ImageEditor', component: ImageEditor };

export const Open = { args: { open: true, imageSrc: coin, onCancel: () => {}, onSave: () => {} } };
/** Closed: renders nothing until a photo is chosen for editing. */
export const Closed = { args: { open: false, imageSrc: null, onCancel: () => {}, onSave: () => {} } };
