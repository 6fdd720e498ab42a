// Edge Function send-mail (issue 33): delivers the outbox's due messages by SMTP, retrying with backoff.
// Run on a schedule (pg_cron; supabase/local runs it the same way); settings from secrets (README.md).
import nodemailer from 'npm:nodemailer@10.6.0';
import { createSendMailHandler } from './handler.mts';

Deno.serve(
  createSendMailHandler({ env: (key) => Deno.env.get(key), createTransport: (options) => nodemailer.createTransport(options) }),
);
