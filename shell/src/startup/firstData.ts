// Dependency-free modules of @sikka/shared, by path: the shell's build reads this file in Node, where
// the package's entries (which bring the Supabase client) are not wanted. Not part of the app bundle.
import { BLOG_POST_BY_SLUG_QUERY } from '../../../shared/src/domain/blogPosts/queries';
import { GALLERY_IMAGE, resizedImageUrl } from '../../../shared/src/domain/collectibles/images';
import { LISTING_BY_SLUG_QUERY } from '../../../shared/src/domain/collectibles/queries';
import { orderedImages } from '../../../shared/src/domain/collectibles/rules';
import { EARLY_DATA_KEY, earlyQueryUrl } from '../../../shared/src/supabase/earlyData';
import type { inlineStartupScript } from './earlyStartup';
import { CONFIG_FILE } from './startupFetch';

/**
 * What the page script reads ahead of the app (earlyStartup's `data`; @sikka/shared supabase/earlyData.ts):
 * a listing's or a post's row, by the address, and then its largest paint: the gallery's first photo
 * at the gallery's size (Gallery.tsx), the post's cover as it is (BlogPostPage.tsx); the same images
 * shell/server/pageHead.ts preloads.
 */
export const FIRST_DATA: NonNullable<Parameters<typeof inlineStartupScript>[3]> = {
  config: CONFIG_FILE,
  key: EARLY_DATA_KEY,
  queries: { 'catalog/ListingPage': LISTING_BY_SLUG_QUERY, 'blog/BlogPostPage': BLOG_POST_BY_SLUG_QUERY },
  queryUrl: earlyQueryUrl,
  mainImage: {
    'catalog/ListingPage': `(listing) => { const first = (${orderedImages})(listing.images)[0]; return first ? (${resizedImageUrl})(first.image_url, ${JSON.stringify(GALLERY_IMAGE)}) : undefined; }`,
    'blog/BlogPostPage': '(post) => post.cover_image || undefined',
  },
};
