import { VideoEmbed } from './VideoEmbed';

// Typed by hand: the catalog does not depend on Storybook; shared/.storybook picks these stories up.
export default { title: 'Catalog/VideoEmbed', component: VideoEmbed };

const name = 'Akbar Silver Rupee, Lahore Mint';

/** Through the privacy-enhanced (no-cookie) YouTube player. */
export const WithVideo = { args: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', name } };
export const ShortLink = { args: { url: 'https://youtu.be/dQw4w9WgXcQ', name } };
/** No video, or a link that is not YouTube's: nothing is shown. */
export const WithoutVideo = { args: { url: null, name } };
export const NotAYoutubeLink = { args: { url: 'https://example.com/coin.mp4', name } };
