import type { CoverUploader } from '../../model/blogCover';
import { BlogPostForm } from './BlogPostForm';

// Typed by hand: the admin does not depend on Storybook; shared/.storybook picks these stories up.
export default { title: 'Admin/Blog/BlogPostForm', component: BlogPostForm };

const saved = async () => null;

/** 'Upload' as the editor sees it: progress over a second and a half, then a stored photo's address. */
const uploadCover: CoverUploader = ({ onProgress, signal }) =>
  new Promise((resolve, reject) => {
    let fraction = 0;
    const timer = setInterval(() => {
      fraction = Math.min(1, fraction + 0.1);
      onProgress(fraction);
      if (fraction < 1) return;
      clearInterval(timer);
      resolve('http://localhost:54321/storage/v1/object/public/collectible-images/blog/1700000000000-pig-rupee.jpg');
    }, 150);
    signal.addEventListener('abort', () => {
      clearInterval(timer);
      reject(new DOMException('Upload cancelled', 'AbortError'));
    });
  });

export const NewPost = {
  args: {
    mode: 'create',
    initialValues: { title: '', slug: '', cover_image: '', excerpt: '', meta_description: '', content: '' },
    onSave: saved,
    onSaved: () => {},
    onUploadCover: uploadCover,
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

export const EditingAPost = {
  args: { mode: 'edit', initialValues: existing, onSave: saved, onSaved: () => {}, onUploadCover: uploadCover },
};

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
    onUploadCover: uploadCover,
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
    onUploadCover: uploadCover,
  },
};
