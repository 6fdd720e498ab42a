import type { Listing } from '@sikka/shared/domain/collectibles';

/**
 * The chat message of 'Chat on WhatsApp': names the listing and links to it. The catalog's own; every
 * rule of a collectible itself (for sale, status label, image order) is @sikka/shared/domain/collectibles'.
 */
export function whatsappMessage(listing: Pick<Listing, 'name'>, pageUrl: string): string {
  return `Hi! I'm interested in "${listing.name}". ${pageUrl}`;
}
