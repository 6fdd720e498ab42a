// @sikka/shared/domain/documents: certificates of authenticity and GST invoices (issue 34), pure rules.
// The invoice rules (tax.ts, serial.ts) are read by the documents Edge Function and the database tests
// from their files; the browser needs the certificate's rules only.
export { isCertificateCode, normalizeCertificateCode, verifyUrl } from './certificateCode';
export { type CertificateRecord, certificateRows } from './certificateFacts';
