import { expectAccessibleAndFits } from './support/a11y';
import { e2eDatabase } from './support/database';
import { DEMO_ADMIN, signInAs } from './support/session';
import { mainHeading } from './support/shell';
import { expect, test } from './support/test';

// The owner's System panel (issue 51): an e-mail the sender gave up on is retried from the panel and
// lands in the local inbox; the jobs, storage and remotes in service are listed; usable at 390 px.

const INBOX = 'http://127.0.0.1:54324/api/v1';

test('the owner retries a failed e-mail from the System panel and it is delivered', async ({ page }) => {
  test.setTimeout(90_000);
  const recipient = `system-retry-${Date.now()}@example.com`;
  const db = e2eDatabase();
  try {
    // What the sender leaves after its last try: a failed row (here written directly, as the fixture).
    await db.query(
      `insert into public.outbox (recipient, template, data, status, attempts, last_error, next_attempt_at)
       values ($1, 'shop_new_submission', '{"seller_name": "Ravi Retry", "seller_phone": "9876500000"}', 'failed', 6,
               'SMTP 451 try again later', now() - interval '1 minute')`,
      [recipient],
    );
  } finally {
    await db.end();
  }

  await page.setViewportSize({ width: 390, height: 900 });
  await signInAs(page, DEMO_ADMIN);
  await page.goto('/admin/system');
  await expect(mainHeading(page)).toHaveText('System');
  await expect(page).toHaveTitle('System — Sikka Admin');
  const retry = page.getByRole('button', { name: `Retry the e-mail to ${recipient}` });
  await expect(retry).toBeVisible();
  const mail = page.getByRole('listitem').filter({ hasText: recipient });
  await expect(mail.getByText('Failed', { exact: true })).toBeVisible();
  await expect(mail.getByText('SMTP 451 try again later')).toBeVisible();
  const sendMail = page.getByRole('list', { name: 'Scheduled jobs' }).getByRole('listitem').filter({ hasText: 'send-mail' });
  // Its schedule in the owner's words, not pg_cron's.
  await expect(sendMail.getByText('Every 10 seconds', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Storage used per bucket' }).getByText('collectible-images')).toBeVisible();
  const catalog = page.getByRole('list', { name: 'Remotes in service' }).getByRole('listitem').filter({ hasText: 'catalog' });
  await expect(catalog.getByText('@sikka/catalog-mfe')).toBeVisible();
  await expectAccessibleAndFits(page, 390, '/tmp/i51-system-panel-390.png');

  await retry.click();
  await expect(retry).toBeHidden();
  await expect
    .poll(
      async () => {
        const list = (await (await fetch(`${INBOX}/messages`)).json()) as {
          messages: { To: { Address: string }[]; Subject: string }[];
        };
        return list.messages.find((m) => m.To.some((t) => t.Address === recipient))?.Subject ?? null;
      },
      { timeout: 40_000, message: `the retried e-mail to ${recipient}` },
    )
    .toBe('New seller submission from Ravi Retry');
  // Sent, it leaves the list of e-mails waiting and failed (the sender marks it sent just after delivering).
  await expect(async () => {
    await page.reload();
    await expect(mainHeading(page)).toHaveText('System');
    await expect(page.getByRole('list', { name: 'Scheduled jobs' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: recipient })).toHaveCount(0);
  }).toPass({ timeout: 20_000 });

  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessibleAndFits(page, 1280, '/tmp/i51-system-panel-1280.png');
});
