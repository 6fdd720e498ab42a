// Edge Function documents (issue 34): the PDFs of certificates of authenticity and GST invoices, made once
// on the server and handed out by short-lived signed links (handler.mts).
import { createDocumentsHandler } from './handler.mts';

async function toJpeg(bytes: Uint8Array): Promise<Uint8Array> {
  const { default: sharp } = await import('npm:sharp@0.35');
  return new Uint8Array(await sharp(bytes).rotate().jpeg({ quality: 85 }).toBuffer());
}

Deno.serve(createDocumentsHandler({ env: (key) => Deno.env.get(key), toJpeg }));
