import { BlogPostForm } from './BlogPostForm';

// Typed by hand: the admin does not depend on Storybook; shared/.storybook picks these stories up.
export default { title: 'Admin/Blog/BlogPostForm', component: BlogPostForm };

const saved = async () => null;

export const NewPost = {
  args: {
    mode: 'create',
    initialValues: { title: '', slug: '', cover_image: '', excerpt: '', meta_description: '', content: '' },
    onSave: saved,
    onSaved: () => {},
  },
};

const existing = {
  title: 'The 1911 Pig Rupee',
  slug: 'the-1911-pig-rupee',
  cover_image: 'https://images.unsplash.com/photo-1621416894569-0f39ed31d247?w=1200&q=75',
  excerpt: "George V's first rupee was withdrawn within months. Here is why.",
  meta_description: 'The story of the 1911 pig rupee: why it was withdrawn, how to spot one and what it is worth.',
  content:
    '## Why it was withdrawn\n\nThe elephant on the robe looked like a **pig** to many.\n\n| Die | Mintage |\n| --- | --- |\n| Pig | 9.4 million |\n| Redesigned | 140 million |\n\n- Check the legs\n- Check the trunk\n\nRead more at [the RBI museum](https://rbi.org.in).',
};

export const EditingAPost = { args: { mode: 'edit', initialValues: existing, onSave: saved, onSaved: () => {} } };

/** The unique slug refused the save: the message under the slug and in the banner, the form intact. */
export const SlugTaken = {
  args: {
    mode: 'edit',
    initialValues: existing,
    onSave: async () => ({
      slug: 'A post with this URL slug already exists',
      banner: { title: 'A post with this URL slug already exists' },
    }),
    onSaved: () => {},
  },
};

export const SaveFailed = {
  args: {
    mode: 'edit',
    initialValues: existing,
    onSave: async () => ({
      banner: { title: 'Failed to save post', detail: 'new row violates row-level security policy for table "blog_posts"' },
    }),
    onSaved: () => {},
  },
};
