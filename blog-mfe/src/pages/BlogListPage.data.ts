import { fetchBlogPosts } from '@sikka/shared/domain/blogPosts';
import type { PageLoader } from '@sikka/shared/federation';

export type BlogListPageData = Awaited<ReturnType<typeof fetchBlogPosts>>;

/** The blog list's data loader, run by the shop's server (exposed as blog/BlogListPage.data). */
export const fetchData: PageLoader<BlogListPageData> = async () => ({ status: 200, data: await fetchBlogPosts() });
