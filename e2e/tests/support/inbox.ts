import { expect } from '@playwright/test';

/** The local stack's inbox: its Mailpit-shaped API on :54324, where the send-mail function delivers. */
const INBOX = 'http://127.0.0.1:54324/api/v1';

interface Summary {
  ID: string;
  Subject: string;
  To: { Address: string }[];
}

/** The newest message to `to` whose subject holds `subject`, once the outbox's sender has delivered it. */
export async function mailTo(to: string, subject: string): Promise<{ Subject: string; Text: string; HTML: string }> {
  let found: Summary | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (await fetch(`${INBOX}/messages`)).json()) as { messages: Summary[] };
        found = list.messages.find((m) => m.Subject.includes(subject) && m.To.some((t) => t.Address === to));
        return Boolean(found);
      },
      { timeout: 40_000, message: `an e-mail to ${to} about "${subject}"` },
    )
    .toBe(true);
  return (await fetch(`${INBOX}/message/${found!.ID}`)).json();
}
