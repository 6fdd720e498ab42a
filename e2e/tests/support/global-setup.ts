import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ANON_KEY, DEMO_ADMIN, SUPABASE_URL } from './session';

/**
 * Runs once the stack is up (Playwright starts webServer first). The suite's tests are many buyers from one
 * address, several on one phone number: the stack raises the shop's cap of 2 unpaid orders per session or
 * phone (private.shop_settings, issue 31) through the admin's own call, as a hosted test project would.
 * supabase/tests/getting-paid.test.ts tests the cap itself.
 */
export default async function globalSetup(): Promise<void> {
  const admin = createClient(SUPABASE_URL, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { error: signInError } = await admin.auth.signInWithPassword(DEMO_ADMIN);
  if (signInError) throw new Error(`e2e setup: admin sign-in failed: ${signInError.message}`);
  const { error } = await admin.rpc('update_shop_settings', { changes: { max_open_unpaid_orders: 1000 } });
  if (error) throw new Error(`e2e setup: could not raise the unpaid-order cap: ${error.message}`);
}
