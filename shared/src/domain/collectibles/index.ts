// @sikka/shared/domain/collectibles: listings, their images and status rules (spec §3, §4, §7).
export {
  COLLECTIBLE_STATUSES,
  COLLECTIBLE_TYPES,
  collectibleStatusLabel,
  collectibleStatusTone,
  isForSale,
  listingMainImage,
  notForSaleReason,
  orderedImages,
  type CollectibleRow,
  type CollectibleStatus,
  type CollectibleType,
  type Listing,
  type ListingCategory,
  type ListingImage,
} from './rules';
export {
  CARD_IMAGE,
  GALLERY_IMAGE,
  LISTING_IMAGES_BUCKET,
  THUMBNAIL_IMAGE,
  isStoredImage,
  listingImagePath,
  resizedImageUrl,
  storagePath,
  type ImageSize,
} from './images';
export {
  LISTING_SELECT,
  deleteCollectible,
  fetchCollectibleById,
  fetchCollectibleBySlug,
  fetchCollectibleSummary,
  isCollectibleSlugTaken,
  isUuid,
  removeStoredFiles,
  subscribeToCollectible,
  updateCollectibleStatus,
  type CollectibleSummary,
  type ListingChange,
} from './api';
export {
  CATALOGUE_SYSTEMS,
  DEFAULT_TOLERANCE_PERCENT,
  EMPTY_CATALOGUE_FIELDS,
  GRADES,
  GRADE_BANDS,
  METALS,
  PERIODS,
  SHAPES,
  SHELDON_MAX,
  SHELDON_MIN,
  YEAR_AD_MIN,
  gradeBand,
  type CatalogueFieldColumns,
  type CatalogueGrade,
  type CatalogueReference,
  type CatalogueSystem,
  type GradeBand,
  type Metal,
  type Period,
  type Shape,
} from './catalogueFields';
export { gradeText, metalName, metalText, shapeName, yearLine, yearText } from './factLabels';
export { catalogueNumberKey, catalogueReferenceKey } from './catalogueNumber';
export { weightDeviationText, weightOutOfTolerance } from './tolerance';
export { ANTIQUITY_AGE_YEARS, ANTIQUITY_NOTICE, isAntiquity, yearInIndia } from './antiquity';
// The orders a listing's deletion takes with it (spec §6), for its confirmation. Here, not in orders:
// the listing page loads this entry already, and the orders entry would bring zod to every visitor.
export { countListingOrders, listingOrdersNote, type ListingOrderCounts } from './listingOrders';
