import type { ComponentProps, ComponentType } from 'react';
import { Gallery } from './Gallery';

type Image = ComponentProps<typeof Gallery>['images'][number];

// Typed by hand: the catalog does not depend on Storybook; shared/.storybook picks these stories up.
export default {
  title: 'Catalog/Gallery',
  component: Gallery,
  decorators: [
    (Story: ComponentType) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
};

const photo = (side: string, fill: string): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 900 900"><rect width="900" height="900" fill="#f4efe6"/><circle cx="450" cy="450" r="330" fill="${fill}" stroke="#6b4f1d" stroke-width="12"/><text x="450" y="470" font-family="Georgia, serif" font-size="72" text-anchor="middle" fill="#3b2a14">${side}</text></svg>`,
  )}`;

const images: Image[] = [
  { id: 'b0000000-0000-4000-8000-000000000011', image_url: photo('OBVERSE', '#c0c0c8'), order: 0 },
  { id: 'b0000000-0000-4000-8000-000000000012', image_url: photo('REVERSE', '#c8c8cf'), order: 1 },
  { id: 'b0000000-0000-4000-8000-000000000013', image_url: photo('EDGE', '#b5b5bd'), order: 2 },
];
const name = '1947 King George VI One Rupee';

export const SeveralPhotos = { args: { images, name } };
export const OnePhoto = { args: { images: images.slice(0, 1), name } };
/** No photos: the coin mark in the photo's place. */
export const NoPhotos = { args: { images: [], name } };
export const BrokenPhoto = {
  args: { images: [{ id: 'b0000000-0000-4000-8000-000000000019', image_url: '/no-such-photo.jpg', order: 0 }], name },
};
/**
 * A video: the gallery's last item, a poster (the first photo) with a play mark. YouTube's player loads
 * only when the poster is tapped.
 */
export const WithVideo = { args: { images, name, videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' } };
/** A video and no photos: the poster is the coin mark. */
export const VideoOnly = { args: { images: [], name, videoUrl: 'https://youtu.be/aqz-KE-bpKQ' } };
/** A link that is not YouTube's is no gallery item. */
export const NotAYoutubeLink = { args: { images: images.slice(0, 1), name, videoUrl: 'https://example.com/coin.mp4' } };
