import type { EarlyQuery } from '@sikka/shared/supabase';

/**
 * The listing page's read, without the client: the shell's build reads this module in Node (the page
 * script makes the read ahead of the app: supabase/earlyData.ts).
 */

/**
 * A listing with its images (id, image_url, order) and category (id, name): spec §7; with its catalogue
 * references and the reference type it is measured against (issue 32), which its page shows.
 */
export const LISTING_SELECT =
  '*, images:collectible_images(id, image_url, order), category:categories(id, name), ' +
  'catalogue_references(system, number), ' +
  'reference_type:reference_types(id, system, number, title, standard_weight_g, standard_diameter_mm, tolerance_percent)';

/** fetchCollectibleBySlug's request, parameter by parameter (supabase/earlyData.test.ts holds the two to one URL). */
export const LISTING_BY_SLUG_QUERY: EarlyQuery = {
  table: 'collectibles',
  params: [
    ['select', LISTING_SELECT.replace(/\s+/g, '')],
    ['slug', 'eq.{slug}'],
    ['images.order', 'order.asc'],
  ],
};
