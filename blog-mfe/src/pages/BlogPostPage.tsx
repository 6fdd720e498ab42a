import { useParams } from 'react-router-dom';
import { PageFrame } from '@sikka/shared/ui';

/** Blog post /blog/{slug} (spec §2). The blog issue loads the post and renders its markdown. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  return <PageFrame as="article" title={slug} />;
}
