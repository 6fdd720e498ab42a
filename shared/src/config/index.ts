// @sikka/shared/config: business constants (spec §9). The shop's own facts (spec §1) are settings in the
// database (@sikka/shared/domain/settings).
export {
  PAGE_SIZE,
  SHIPPING_CHARGE,
  MAX_LISTING_IMAGES,
  MAX_BULK_ITEMS,
  MAX_SELL_IMAGES,
  MAX_SELL_IMAGE_BYTES,
  ID_DISPLAY_LENGTH,
  PROMO_DISCOUNT_MIN,
  PROMO_DISCOUNT_MAX,
  PASSWORD_MIN,
  META_DESCRIPTION_LENGTH,
  DEFAULT_CATEGORY,
  POLICY_LAST_UPDATED,
  RATING_MIN,
  RATING_MAX,
  ORDER_LIMITS,
  TEXT_LIMITS,
} from './constants';
export { SORT_OPTIONS, DEFAULT_SORT, sortOption, type SortOption, type SortValue } from './sort';
export { GST_STATE_CODES, INDIAN_STATES, isIndianState, type IndianState } from './states';
export {
  ADMIN_SCREENS,
  BACK_OFFICE_MODULE,
  BACK_OFFICE_SCREENS,
  screenRemote,
  type AdminScreen,
  type BackOfficeScreen,
} from './routes';
