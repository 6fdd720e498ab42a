import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';

export interface OutgoingMail {
  from: { name: string; address: string };
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * Delivers one message by plain SMTP to a local server (the inbox here; GoTrue talks SMTP to Mailpit the same
 * way). Only what a loopback relay needs: EHLO, MAIL, RCPT, DATA, QUIT, each reply checked.
 */
export function sendMail(port: number, host: string, mail: OutgoingMail): Promise<void> {
  const boundary = `b-${randomUUID()}`;
  const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64').replace(/.{76}/g, '$&\r\n');
  const header = (s: string) => (/^[\x20-\x7e]*$/.test(s) ? s : `=?UTF-8?B?${Buffer.from(s).toString('base64')}?=`);
  const body = [
    `From: ${header(mail.from.name)} <${mail.from.address}>`,
    `To: <${mail.to}>`,
    `Subject: ${header(mail.subject)}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${randomUUID()}@supabase-local>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    b64(mail.text),
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    b64(mail.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
  const steps: [string | null, number][] = [
    [null, 220],
    ['EHLO supabase-local', 250],
    [`MAIL FROM:<${mail.from.address}>`, 250],
    [`RCPT TO:<${mail.to}>`, 250],
    ['DATA', 354],
    [`${body}\r\n.`, 250],
    ['QUIT', 221],
  ];
  return new Promise((resolve, reject) => {
    const socket = connect(port, host);
    socket.setTimeout(10_000, () => socket.destroy(new Error('SMTP timeout')));
    let buffer = '';
    let step = 0;
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      // A reply is complete at a line "NNN text" (a space after the code; "NNN-" continues it).
      const lines = buffer.split('\r\n');
      const last = lines.slice(0, -1).find((l) => /^\d{3} /.test(l));
      if (!last) return;
      buffer = '';
      const code = Number(last.slice(0, 3));
      if (code !== steps[step]![1]) {
        socket.destroy();
        reject(new Error(`SMTP: ${last}`));
        return;
      }
      step += 1;
      if (step === steps.length) {
        socket.end();
        resolve();
        return;
      }
      socket.write(`${steps[step]![0]}\r\n`);
    });
  });
}
