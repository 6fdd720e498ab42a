// @sikka/shared/domain/blogPosts (spec §3 blog_posts, §5 "Blog form", §7 calls).
export {
  WORDS_PER_MINUTE,
  normalizeBlogSlug,
  readingMinutes,
  readingTimeLabel,
  slugFollowsTitle,
  typedBlogSlug,
  type BlogPostInput,
  type BlogPostRow,
} from './rules';
export {
  deleteBlogPost,
  fetchBlogPostById,
  fetchBlogPostBySlug,
  fetchBlogPosts,
  insertBlogPost,
  isBlogSlugTaken,
  updateBlogPost,
} from './api';
