import type { VerifiedCertificate } from '../../model/certificate';
import { CertificateFacts } from './CertificateFacts';

// Typed by hand: the catalog does not depend on Storybook; shared/.storybook picks these stories up.
export default { title: 'Catalog/CertificateFacts', component: CertificateFacts };

const photo = (n: number) =>
  `http://127.0.0.1:54321/storage/v1/object/public/collectible-images/c0000000-0000-4000-8000-000000000001/${n}.jpg`;

const certificate: VerifiedCertificate = {
  code: '7B8PP22PAT',
  item_type: 'coin',
  item_name: 'Mughal Empire, Akbar, silver rupee, Lahore mint',
  facts: {
    issuer: 'Mughal Empire',
    ruler: 'Akbar',
    denomination: 'Rupee',
    year_ad: 1590,
    mint: 'Lahore',
    metal: 'silver',
    catalogue_references: ['KM 82.3'],
  },
  photos: [photo(1), photo(2)],
  weight_g: 11.42,
  diameter_mm: 21.5,
  grade: 'XF',
  certified_by_name: 'Dr. R. Krishnan',
  issued_at: '2026-11-25T10:00:00Z',
  revoked_at: null,
  revoked_reason: null,
};

export const Valid = { args: { certificate } };
/** Revoked: the verify page says so first, with the date and the reason. */
export const Revoked = {
  args: { certificate: { ...certificate, revoked_at: '2026-11-26T09:00:00Z', revoked_reason: 'Found to be a later restrike' } },
};
