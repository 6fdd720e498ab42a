#!/usr/bin/env node
/**
 * `pnpm bench:lighthouse:owner [path…]`: Lighthouse's accessibility and best-practices scores of back-office
 * screens as the shop's owner sees them (issue 51: Settings and the Activity log are screens like the
 * others). Lighthouse resets a page's storage before it loads it; here it keeps it, after Playwright
 * (connected to the same Chromium) has put the demo owner's session where the shop keeps it. Mobile
 * profile (Lighthouse's default). Needs a running `pnpm start`. Prints figures, not a verdict.
 */
import { chromium } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import WebSocket from 'ws';

const ORIGIN = 'http://localhost:3000';
const API = 'http://localhost:54321';
const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const OWNER = { email: 'admin@sikka.local', password: 'sikka-admin-123' };
const paths = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (paths.length === 0) paths.push('/admin/settings', '/admin/activity', '/admin/staff', '/admin/system', '/admin/accounts');

const { data, error } = await createClient(API, ANON_KEY, {
  auth: { persistSession: false },
  realtime: { transport: WebSocket },
}).auth.signInWithPassword(OWNER);
if (error || !data.session) throw new Error(`the demo owner could not sign in: ${error?.message}`);
const storageKey = `sb-${new URL(API).hostname.split('.')[0]}-auth-token`;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${ORIGIN}/privacy-policy`);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [storageKey, JSON.stringify(data.session)]);
  // The session took: the first screen shows its own heading, not Access Denied.
  await page.goto(`${ORIGIN}${paths[0]}`);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await heading.waitFor();
  console.log(`signed in as the owner: ${paths[0]} shows '${await heading.textContent()}'`);
  await page.close();
  console.log('path'.padEnd(20), 'a11y', 'best pr.', 'failing accessibility audits');
  for (const path of paths) {
    const result = await lighthouse(`${ORIGIN}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: ['accessibility', 'best-practices'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
    const failing = lhr.categories.accessibility.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => audit.id);
    console.log(
      path.padEnd(20),
      lhr.categories.accessibility.score.toFixed(2),
      lhr.categories['best-practices'].score.toFixed(2).padStart(8),
      failing.join(', ') || '—',
    );
  }
  await browser.close();
} finally {
  await chrome.kill();
}
