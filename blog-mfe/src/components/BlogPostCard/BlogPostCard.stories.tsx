import { BlogPostCard } from './BlogPostCard';

// Typed by hand: the blog does not depend on Storybook; shared/.storybook picks these stories up.
export default { title: 'Blog/BlogPostCard', component: BlogPostCard };

const post = {
  title: 'The 1911 Pig Rupee: a Coin Withdrawn for an Elephant',
  slug: 'the-1911-pig-rupee',
  excerpt:
    "George V's first rupee showed an elephant on his robe that looked, to many, like a pig. Within months the coin was withdrawn. Here is the story, how to tell the two dies apart, and what each is worth today.",
  cover_image: 'https://images.unsplash.com/photo-1621416894569-0f39ed31d247?w=640&q=75',
  created_at: '2024-03-15T10:30:00Z',
  content: 'word '.repeat(900),
};

export const WithCover = { args: { post } };
/** A cover that fails to load falls back to the logo (spec §2). */
export const BrokenCover = { args: { post: { ...post, cover_image: 'https://invalid.example/missing.jpg' } } };
export const LongExcerpt = { args: { post: { ...post, excerpt: `${post.excerpt} `.repeat(4) } } };
