// @sikka/shared/domain/settingsRules (issue 51): the Settings screen's sections, their rules (the
// database's twins) and the owner's read and save. Apart from domain/settings, the public facts every
// visitor page loads: an entry arrives whole, and these are the back office's alone (issue 52).
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
