/**
 * A listing with its images (id, image_url, order) and category (id, name): spec §7; with its catalogue
 * references and the reference type it is measured against (issue 32), which its page shows.
 */
export const LISTING_SELECT =
  '*, images:collectible_images(id, image_url, order), category:categories(id, name), ' +
  'catalogue_references(system, number), ' +
  'reference_type:reference_types(id, system, number, title, standard_weight_g, standard_diameter_mm, tolerance_percent)';
