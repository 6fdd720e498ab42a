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
  log: (line: string) => void,
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
            ReplyTo: addresses(mail.replyTo),
            Subject: mail.subject ?? '',
            HTML: typeof mail.html === 'string' ? mail.html : '',
            Text: mail.text ?? '',
          });
          done();
        })
        .catch((err: Error) => done(err));
    },
  });
  // SMTPServer re-emits its socket's errors (a taken port, a client's reset) as its own 'error' event: with
  // no listener there, Node ends the process. Listening fails the start; later, a client's error is logged.
  let listening = false;
  await new Promise<void>((resolve, reject) => {
    server.on('error', (err: NodeJS.ErrnoException) => {
      if (!listening) reject(err);
      else log(`Inbox SMTP: ${err.message}`);
    });
    server.listen(port, host, () => {
      listening = true;
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
