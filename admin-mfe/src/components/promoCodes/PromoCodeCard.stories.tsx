import type { PromoCodeRow } from '@sikka/shared/domain/promoCodes';
import { PromoCodeCard } from './PromoCodeCard';

export default { title: 'Admin/PromoCodeCard', component: PromoCodeCard };

const promo: PromoCodeRow = {
  id: 'f0000000-0000-4000-8000-000000000001',
  code: 'COLLECTOR5',
  discount_percent: 5,
  max_uses: 100,
  used_count: 12,
  starts_at: '2026-11-01T00:00:00Z',
  expires_at: '2027-01-31T23:59:00Z',
  is_active: true,
  created_at: '2026-11-01T00:00:00Z',
};

const noop = () => {};
const actions = { onToggleActive: noop, onDelete: noop };

export const ActiveWithLimit = { args: { promo, ...actions } };
/** No maximum (unlimited) and no end date: neither line is shown. */
export const Unlimited = {
  args: { promo: { ...promo, code: 'WELCOME10', discount_percent: 10, max_uses: null, expires_at: null }, ...actions },
};
export const Inactive = { args: { promo: { ...promo, is_active: false }, ...actions } };
export const UpdateFailed = { args: { promo, error: 'Failed to update promo code. Please try again.', ...actions } };
/** Saving a change: the buttons read as unavailable (aria-disabled) but keep the keyboard focus. */
export const Saving = { args: { promo, busy: true, ...actions } };
