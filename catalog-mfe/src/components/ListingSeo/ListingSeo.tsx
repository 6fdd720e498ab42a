import { DocumentMeta } from '@sikka/shared/ui';
import type { Listing } from '@sikka/shared/domain/collectibles';
import { pageTitle } from '../../model/seo';
import { listingMetaTags, productJsonLd } from '../../model/listingSeo';

/**
 * Title, meta description (first 160 characters), Open Graph / Twitter preview tags and schema.org
 * Product JSON-LD for one listing (spec §2, §9).
 */
export function ListingSeo({ listing, pageUrl }: { listing: Listing; pageUrl: string }) {
  // `<` escaped: the description is free text and must never close the script element.
  const json = JSON.stringify(productJsonLd(listing, pageUrl)).replace(/</g, '\\u003c');
  return (
    <>
      <DocumentMeta title={pageTitle(listing.name)} tags={listingMetaTags(listing, pageUrl)} canonical={pageUrl} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD from our own data, with `<` escaped above */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
    </>
  );
}
