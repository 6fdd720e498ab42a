// @sikka/shared/domain/catalogueRules: a listing's catalogue facts as an admin types them, read by the
// rules the database's columns hold (issue 32), its price as typed, and the listing's create and update
// with its photos.
// Back-office code, in an entry of its own: every listing page loads domain/collectibles whole.
export {
  TOLERANCE_REASON_MAX,
  formatCatalogueReferences,
  readCatalogueReferences,
  readCatalogueText,
  readCertificate,
  readDiameter,
  readFineness,
  readGrade,
  readMetal,
  readNotePart,
  readPeriod,
  readShape,
  readSheldon,
  readWeight,
  readYearAd,
  type FieldRead,
} from './rules';
export {
  createCollectible,
  updateCollectible,
  type ListingCatalogue,
  type ListingFields,
  type ListingUpdate,
  type PhotoProgress,
} from './authoring';
export { MAX_LISTING_PRICE, PRICE_TEXTS, parseListingPrice } from './price';
