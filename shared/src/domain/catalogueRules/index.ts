// @sikka/shared/domain/catalogueRules: a listing's catalogue facts as an admin types them, read by the
// rules the database's columns hold (issue 32). Back-office code, in an entry of its own.
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
