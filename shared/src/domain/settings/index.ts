// @sikka/shared/domain/settings (issue 51): the shop's public facts, which every visitor page reads. The
// Settings screen's sections, rules, read and save are @sikka/shared/domain/settingsRules: only the
// back office needs them, and an entry arrives whole (issue 52: the first load of / and a listing).
export { deliveryArea, fetchShopFacts, primeShopFacts, readShopFacts, type ShopFacts } from './facts';
