import { createTransport } from 'nodemailer';

export interface OutgoingMail {
  from: { name: string; address: string };
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * Delivers one message by SMTP to a local server (the inbox here; GoTrue talks SMTP to Mailpit the same
 * way), through nodemailer: plain SMTP on loopback, no auth, no TLS, as Mailpit locally.
 */
export async function sendMail(port: number, host: string, mail: OutgoingMail): Promise<void> {
  const transport = createTransport({ host, port, secure: false, ignoreTLS: true, connectionTimeout: 10_000 });
  try {
    await transport.sendMail({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  } finally {
    transport.close();
  }
}
