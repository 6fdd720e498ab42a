import { DocumentMeta, JsonLd, pageTitle } from '@sikka/shared/ui';
import type { Listing } from '@sikka/shared/domain/collectibles';
import { listingMetaTags, productJsonLd } from '../../model/listingSeo';

/**
 * Title, meta description (first 160 characters), Open Graph / Twitter preview tags and schema.org
 * Product JSON-LD for one listing (spec §2, §9).
 */
export function ListingSeo({ listing, pageUrl }: { listing: Listing; pageUrl: string }) {
  return (
    <>
      <DocumentMeta title={pageTitle(listing.name)} tags={listingMetaTags(listing, pageUrl)} canonical={pageUrl} />
      <JsonLd value={productJsonLd(listing, pageUrl)} />
    </>
  );
}
