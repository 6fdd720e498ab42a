/** A listing with its images (id, image_url, order) and category (id, name): spec §7. */
export const LISTING_SELECT = '*, images:collectible_images(id, image_url, order), category:categories(id, name)';
