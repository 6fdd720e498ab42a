import { beforeAll, describe, expect, it } from 'vitest';
import { errorText } from '../../shared/src/domain/errors/index.ts';
import { adminClient, anonClient, anonymousSession, buyerClient, db, unique, type ShopClient } from './support/clients.ts';

// Spec §6: the blog is public to read and only admins write it. These go through the API as each role
// would, then look at the table itself to see what really happened.

let admin: ShopClient;
beforeAll(async () => {
  admin = await adminClient();
});

const newPost = (overrides: Record<string, unknown> = {}) => ({
  title: 'Blog test post',
  slug: unique('blog-test').toLowerCase(),
  content: '## Heading\n\nSome **markdown**.',
  excerpt: 'An excerpt.',
  cover_image: 'https://example.com/cover.jpg',
  meta_description: 'A meta description.',
  ...overrides,
});

async function storedPost(id: string) {
  const { rows } = await db().query('select title from public.blog_posts where id = $1', [id]);
  return rows[0] as { title: string } | undefined;
}

async function adminPost() {
  const { data, error } = await admin.from('blog_posts').insert(newPost()).select('id, slug').single();
  if (error) throw error;
  return data;
}

describe.each([
  ['a visitor', async () => anonClient()],
  ['a visitor with an anonymous session', anonymousSession],
  ['a signed-in buyer', buyerClient],
])('%s', (_who, connect) => {
  let client: ShopClient;
  beforeAll(async () => {
    client = await connect();
  });

  it('reads every post, newest first', async () => {
    const { data, error } = await client.from('blog_posts').select('slug, created_at').order('created_at', { ascending: false });
    expect(error).toBeNull();
    const { rows } = await db().query('select slug from public.blog_posts order by created_at desc');
    expect(data?.map((post) => post.slug)).toEqual(rows.map((row) => row.slug));
  });

  it('cannot create a post', async () => {
    const post = newPost();
    const { error } = await client.from('blog_posts').insert(post);
    expect(error?.code).toBe('42501');
    const { rowCount } = await db().query('select 1 from public.blog_posts where slug = $1', [post.slug]);
    expect(rowCount).toBe(0);
  });

  it('cannot change a post', async () => {
    const { id } = await adminPost();
    const { data } = await client.from('blog_posts').update({ title: 'Defaced' }).eq('id', id).select('id');
    expect(data ?? []).toHaveLength(0);
    expect((await storedPost(id))?.title).toBe('Blog test post');
  });

  it('cannot delete a post', async () => {
    const { id } = await adminPost();
    const { data } = await client.from('blog_posts').delete().eq('id', id).select('id');
    expect(data ?? []).toHaveLength(0);
    expect(await storedPost(id)).toBeDefined();
  });
});

describe('an admin', () => {
  it('creates, edits and deletes a post', async () => {
    const { id } = await adminPost();
    const updated = await admin.from('blog_posts').update({ title: 'Edited title' }).eq('id', id).select('title').single();
    expect(updated.data?.title).toBe('Edited title');
    const deleted = await admin.from('blog_posts').delete().eq('id', id).select('id');
    expect(deleted.data).toHaveLength(1);
    expect(await storedPost(id)).toBeUndefined();
  });

  it.each([
    ['a meta description of exactly 160 characters', { meta_description: 'm'.repeat(160) }],
    [
      'a cover from the local stack over http',
      { cover_image: 'http://127.0.0.1:54321/storage/v1/object/public/collectible-images/blog/a.jpg' },
    ],
    [
      'a cover from localhost over http',
      { cover_image: 'http://localhost:54321/storage/v1/object/public/collectible-images/blog/a.jpg' },
    ],
  ])('may save %s', async (_what, overrides) => {
    const { error } = await admin.from('blog_posts').insert(newPost(overrides));
    expect(error).toBeNull();
  });

  it("is refused a slug another post has: 'A post with this URL slug already exists'", async () => {
    const { slug } = await adminPost();
    const { error } = await admin.from('blog_posts').insert(newPost({ slug }));
    expect(error?.code).toBe('23505');
    expect(errorText(error, 'Failed to save post')).toBe('A post with this URL slug already exists');
  });

  it('is refused the slug of another post when editing too', async () => {
    const [first, second] = [await adminPost(), await adminPost()];
    const { error } = await admin.from('blog_posts').update({ slug: first.slug }).eq('id', second.id);
    expect(errorText(error, 'Failed to save post')).toBe('A post with this URL slug already exists');
  });

  it.each([
    ['an empty title', { title: '  ' }, 'blog_posts_title_required'],
    ['a slug with capitals and spaces', { slug: 'My Post' }, 'blog_posts_slug_url_friendly'],
    ['a javascript: cover image', { cover_image: 'javascript:alert(1)' }, 'blog_posts_cover_image_url'],
    ['an empty meta description', { meta_description: '' }, 'blog_posts_meta_description_required'],
    ['a meta description over 160 characters', { meta_description: 'm'.repeat(161) }, 'blog_posts_meta_description_length'],
    ['an http:// cover image', { cover_image: 'http://images.example.com/cover.jpg' }, 'blog_posts_cover_image_url'],
    [
      'an http:// cover on a host named like localhost',
      { cover_image: 'http://localhost.example.com/a.jpg' },
      'blog_posts_cover_image_url',
    ],
  ])('is refused %s', async (_what, overrides, constraint) => {
    const { error } = await admin.from('blog_posts').insert(newPost(overrides));
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(constraint);
  });
});
