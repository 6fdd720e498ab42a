import { createClient } from '@supabase/supabase-js';
import { expect, type Page } from '@playwright/test';
import WebSocket from 'ws';

/** The local stack's backend and the Supabase CLI's well-known local anon key (public by design). */
export const SUPABASE_URL = 'http://localhost:54321';
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const DEMO_ADMIN = { email: 'admin@sikka.local', password: 'sikka-admin-123' };
export const DEMO_BUYER = { email: 'buyer@sikka.local', password: 'sikka-buyer-123' };

/**
 * Signs in through the real auth API and hands the session to the page the way supabase-js keeps it
 * (localStorage `sb-<host>-auth-token`), so the shop starts signed in. A shortcut for tests about
 * something else; tests of signing in itself use signInThroughDialog.
 */
export async function signInAs(page: Page, account: { email: string; password: string }) {
  const client = createClient(SUPABASE_URL, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { data, error } = await client.auth.signInWithPassword(account);
  if (error || !data.session) throw new Error(`demo sign-in failed for ${account.email}: ${error?.message}`);
  const storageKey = `sb-${new URL(SUPABASE_URL).hostname.split('.')[0]}-auth-token`;
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [storageKey, JSON.stringify(data.session)],
  );
}

/** Signs in the way a person does: the header's 'Sign In', the dialog, and the wait for it to close. */
export async function signInThroughDialog(page: Page, account: { email: string; password: string }) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email Address').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();
}
