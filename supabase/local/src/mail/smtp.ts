import type { AddressInfo } from 'node:net';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Address, MessageStore } from './store.ts';

/** Largest message accepted (Mailpit's default has none; a bound keeps the in-memory inbox in check). */
const MAX_SIZE = 10 * 1024 * 1024;

/** An SMTP server that accepts every message (no auth, no TLS, like Mailpit locally) into the store. */
export async function startSmtp(
  store: MessageStore,
  port: number,
  host: string,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_SIZE,
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          store.add({
            From: addresses(mail.from)[0] ?? null,
            To: addresses(mail.to),
            Subject: mail.subject ?? '',
            HTML: typeof mail.html === 'string' ? mail.html : '',
            Text: mail.text ?? '',
          });
          done();
        })
        .catch((err: Error) => done(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

function addresses(value: AddressObject | AddressObject[] | undefined): Address[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((o) => o.value).map((a) => ({ Name: a.name ?? '', Address: a.address ?? '' }));
}
