/**
 * Typed contracts between the shell and the remotes (ARCHITECTURE rule 2): props are few and plain,
 * and remotes are addressed by these public module names only.
 */

/** `checkout/CheckoutDialog`: the Delivery Details modal for one listing. */
export interface CheckoutDialogProps {
  collectibleId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

export const REMOTE_MODULES = {
  catalog: ['HomePage', 'ListingPage', 'VerifyPage'],
  checkout: ['CheckoutDialog', 'OrderPage', 'MyOrdersPage'],
  sell: ['SellPage'],
  blog: ['BlogListPage', 'BlogPostPage'],
  admin: ['AdminApp'],
  auction: ['AuctionsPage', 'AuctionPage', 'LotPage', 'AuctionAdminApp'],
} as const;

export type RemoteName = keyof typeof REMOTE_MODULES;
/** 'catalog/HomePage' and friends: the ids passed to `loadRemote`. */
export type RemoteModuleId = {
  [R in RemoteName]: `${R}/${(typeof REMOTE_MODULES)[R][number]}`;
}[RemoteName];

/**
 * The props each exposed module is rendered with: `checkout/CheckoutDialog` gets CheckoutDialogProps from
 * the listing page; the shell renders every page and back office with none. The release gate holds a
 * candidate's generated declarations to these (scripts/release-contract.mjs): a module must take them all
 * and require nothing more.
 */
export interface RemoteModuleProps {
  'checkout/CheckoutDialog': CheckoutDialogProps;
}
export type RemoteModulePropsOf<Id extends RemoteModuleId> = Id extends keyof RemoteModuleProps
  ? RemoteModuleProps[Id]
  : Record<never, never>;
