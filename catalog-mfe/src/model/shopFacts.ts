import { fetchShopFacts, type ShopFacts } from '@sikka/shared/domain/settings';

/**
 * The shop's public facts (Settings, issue 51) for a page's loader: the WhatsApp number, the states
 * delivered to. A failed read is null, and the page says less rather than a stale fact; the loader runs
 * again on the next load.
 */
export async function loadShopFacts(): Promise<ShopFacts | null> {
  try {
    return await fetchShopFacts();
  } catch (error) {
    console.error('[catalog] the shop details were not read', error);
    return null;
  }
}
