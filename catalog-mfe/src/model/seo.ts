import { metaDescription } from '@sikka/shared/format';
import { type MetaTag, previewTags } from '@sikka/shared/ui';

// The head of the verify pages. A listing's own (its preview tags, its schema.org Product) is
// listingSeo.ts: it needs the catalogue facts (specifications.ts) besides, 1.5 kB gzip other pages do not need.

/** The verify pages' own description: what a shared /verify link previews. Certificates are not for search engines. */
export const VERIFY_DESCRIPTION =
  'Check a Sikka certificate of authenticity by its code: the piece, its facts and photos as our expert recorded them.';

/** Head of a verify page: its description and link preview, noindex (a certificate is its holder's). */
export function verifyMetaTags(title: string, description = VERIFY_DESCRIPTION): MetaTag[] {
  return [{ key: 'name', id: 'robots', content: 'noindex' }, ...previewTags({ title, description })];
}

/** A certificate's preview names the piece and whether the certificate stands. */
export function certificateDescription(certificate: { code: string; item_name: string; revoked_at: string | null }): string {
  const standing = certificate.revoked_at ? 'revoked' : 'valid';
  return metaDescription(`Certificate ${certificate.code} for ${certificate.item_name}: ${standing}, issued by Sikka.`);
}
