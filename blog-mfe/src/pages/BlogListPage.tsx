import { PageFrame } from '@sikka/shared/ui';

/** Blog list /blog (spec §2). The blog issue lists the posts. */
export default function BlogListPage() {
  return <PageFrame title="Numismatic Insights" />;
}
