// @sikka/shared/domain/settings (issue 51): the shop's settings, its public facts, and their rules.
export { deliveryArea, fetchShopFacts, primeShopFacts, readShopFacts, type ShopFacts } from './facts';
export { fetchShopSettings, saveShopSettings, type ShopSettings } from './admin';
export {
  SETTINGS_SECTIONS,
  isSettingsEmail,
  settingsProblem,
  settingsProblemField,
  settingsProblems,
  type SettingsProblem,
  type SettingsSection,
  type SettingsValues,
} from './rules';
