// @sikka/shared/domain/documents: certificates of authenticity and GST invoices (issue 34), pure rules.
export {
  CERTIFICATE_CODE_ALPHABET,
  CERTIFICATE_CODE_LENGTH,
  isCertificateCode,
  normalizeCertificateCode,
  verifyUrl,
} from './certificateCode';
export { documentSerial, financialYearLabel, financialYearStart, SERIAL_MAX_LENGTH } from './serial';
export { formatPaise, GST_STATE_CODES, gstSplit, type GstSplit } from './tax';
