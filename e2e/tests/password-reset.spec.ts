import { expect, test, type Page } from './support/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { expectAccessibleAndFits } from './support/a11y';
import { ANON_KEY, signInThroughDialog, SUPABASE_URL } from './support/session';

// Password reset (issue 33) against the stack as `pnpm start` runs it: 'Forgot password?' in the sign-in
// dialog → GoTrue's recovery e-mail in the local inbox (read through its Mailpit-shaped API on :54324) → the
// link → 'Set a new password' → signed in, and the new password works; the same link again → a clear message.
const INBOX = 'http://localhost:54324/api/v1';

interface InboxEntry {
  ID: string;
  To: { Address: string }[];
  Subject: string;
}

/** The text of the newest message to `address` with `subject`, once it has arrived. */
async function newestMail(address: string, subject: string): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(
      async () => {
        const { messages } = (await (await fetch(`${INBOX}/messages`)).json()) as { messages: InboxEntry[] };
        id = messages.find((m) => m.Subject === subject && m.To.some((to) => to.Address === address))?.ID;
        return id;
      },
      { message: `a '${subject}' e-mail to ${address}`, timeout: 15_000 },
    )
    .toBeTruthy();
  const message = (await (await fetch(`${INBOX}/message/${id}`)).json()) as { Text: string };
  return message.Text;
}

async function newAccount() {
  const account = { email: `reset.${Date.now()}.${process.pid}@example.com`, password: 'old-password-1' };
  const client = createClient(SUPABASE_URL, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { error } = await client.auth.signUp(account);
  if (error) throw error;
  return account;
}

const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Account' });

for (const width of [1280, 390]) {
  test(`forgot password → e-mail → link → new password → signed in; the link works once, at ${width} px`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const account = await newAccount();
    await page.goto('/');
    if (width < 768) {
      // A phone's header keeps its actions in the mobile menu.
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Sign In' }).click();
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
    }
    const signIn = page.getByRole('dialog', { name: 'Sign In' });
    await signIn.getByLabel('Email Address').fill(account.email);
    await signIn.getByRole('button', { name: 'Forgot password?' }).click();

    const forgot = page.getByRole('dialog', { name: 'Reset your password' });
    await expect(forgot.getByLabel('Email Address')).toHaveValue(account.email);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await expect(forgot.getByRole('status')).toContainText('a link to set a new password is on its way');
    await page.screenshot({ path: testInfo.outputPath(`forgot-password-${width}.png`) });

    const text = await newestMail(account.email, 'Reset Your Password');
    const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(text)?.[0];
    expect(link).toBeTruthy();

    await page.goto(link!);
    const setPassword = page.getByRole('dialog', { name: 'Set a new password' });
    await expect(setPassword.getByLabel(/^New password/)).toBeVisible();
    await setPassword.getByLabel(/^New password/).fill('new-password-2');
    await setPassword.getByLabel(/^Confirm new password/).fill('new-password-2');
    await page.screenshot({ path: testInfo.outputPath(`set-password-${width}.png`) });
    await setPassword.getByRole('button', { name: 'Save new password' }).click();
    await expect(setPassword.getByRole('status')).toHaveText('Your password has been changed. You are signed in.');
    await setPassword.getByRole('button', { name: 'Continue' }).click();
    await expect(setPassword).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]code=/);
    if (width >= 768) await expect(accountMenu(page)).toBeVisible();

    // The old password no longer works; the new one does (a fresh browser, signed out).
    const fresh = await page.context().browser()!.newPage();
    await fresh.goto('/');
    await fresh.setViewportSize({ width: 1280, height: 900 });
    await signInThroughDialog(fresh, { email: account.email, password: 'new-password-2' });
    await expect(accountMenu(fresh)).toBeVisible();
    await fresh.close();

    // The same link again: GoTrue used it up, and the shop says so.
    await page.goto(link!);
    const again = page.getByRole('dialog', { name: 'Set a new password' });
    await expect(again.getByRole('alert')).toHaveText(
      'This password reset link has expired or has already been used. Please ask for a new one.',
    );
    await expect(page).not.toHaveURL(/error_code=/);
    await expectAccessibleAndFits(page, width, testInfo.outputPath(`reset-link-used-${width}.png`));
    await again.getByRole('button', { name: 'Ask for a new link' }).click();
    await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
  });
}
