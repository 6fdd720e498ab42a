import type { ComponentType } from 'react';
import { getInstance } from '@module-federation/enhanced/runtime';
import type { CheckoutDialogProps, RemoteModuleId } from '@sikka/shared';

const CHECKOUT: RemoteModuleId = 'checkout/CheckoutDialog';

type Federation = NonNullable<ReturnType<typeof getInstance>>;
export interface CheckoutDialogModule {
  default: ComponentType<CheckoutDialogProps>;
}

const knowsCheckout = (federation: Federation) =>
  federation.options.remotes.some((remote) => remote.name === 'checkout' || remote.alias === 'checkout');

/**
 * The federation runtime that knows the checkout remote. Inside the shop that is the shell's (it
 * registered every remote from its remotes.json); when the catalog runs alone, its own runtime learns
 * the checkout's address from the /remotes.json of this origin, the shell's convention.
 */
async function federationWithCheckout(): Promise<Federation> {
  const host = getInstance(knowsCheckout);
  if (host) return host;
  const own = getInstance();
  if (!own) throw new Error('No module federation runtime on this page');
  const url = new URL('/remotes.json', window.location.origin).href;
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  const entry: unknown = ((await response.json()) as Record<string, unknown>).checkout;
  if (typeof entry !== 'string') throw new Error(`${url} names no checkout remote`);
  own.registerRemotes([{ name: 'checkout', entry: new URL(entry, url).href }]);
  return own;
}

/** checkout/CheckoutDialog, loaded at runtime by its public name (ARCHITECTURE rule 2). */
export async function loadCheckoutDialog(): Promise<CheckoutDialogModule> {
  const federation = await federationWithCheckout();
  const module = await federation.loadRemote<CheckoutDialogModule>(CHECKOUT);
  if (!module || typeof module.default !== 'function') throw new Error(`${CHECKOUT} has no component to render`);
  return module;
}
