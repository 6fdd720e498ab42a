// POST {kind: 'certificate' | 'invoice', id} with the caller's token → {url}: a link to the document's PDF
// valid for five minutes. The database decides who may see the document (public.document_source: an admin,
// or the buyer whose session placed the order; or, with {order_token}, whoever holds the order page's link,
// when public.order_page_documents(order_token) lists the document); the PDF is made on first request, stored in the private
// bucket 'documents' and recorded (public.attach_document_pdf), so every later request gets the same file.
import { verifyUrl } from '../../../shared/src/domain/documents/certificateCode.ts';
import { type CertificateSource, certificatePdf } from './certificatePdf.mts';
import { type InvoiceSource, invoicePdf } from './invoicePdf.mts';
import { type JpegConverter, loadPhotos } from './photos.mts';

export interface DocumentsDeps {
  env: (key: string) => string | undefined;
  toJpeg: JpegConverter;
  fetch?: typeof fetch;
}

const SIGNED_LINK_SECONDS = 300;
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { ...CORS, 'content-type': 'application/json' } });

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Source = (CertificateSource | InvoiceSource) & {
  id: string;
  pdf_path: string | null;
  photos?: string[];
  original_invoice_id?: string;
};

interface OrderPapers {
  certificates: Array<{ id: string }>;
  invoices: Array<{ id: string }>;
}

export function createDocumentsHandler(deps: DocumentsDeps) {
  const fetchImpl = deps.fetch ?? fetch;
  const api = deps.env('SUPABASE_URL')!.replace(/\/+$/, '');
  const anonKey = deps.env('SUPABASE_ANON_KEY')!;
  const serviceKey = deps.env('SUPABASE_SERVICE_ROLE_KEY')!;
  const siteUrl = deps.env('SITE_URL') ?? 'http://localhost:3000';

  async function rpc<T>(name: string, args: unknown, token: string): Promise<T> {
    const response = await fetchImpl(`${api}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: token === serviceKey ? serviceKey : anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(args),
    });
    const body = await response.json();
    if (response.status === 401) throw new Refusal(401, 'Not authenticated');
    if (!response.ok) throw new Refusal(response.status === 400 ? 404 : 500, body?.message ?? 'Document not found');
    return body as T;
  }

  async function render(kind: string, source: Source): Promise<Uint8Array> {
    if (kind === 'certificate') {
      const seller = await rpc<{ trade_name: string }>('seller_legal_details', {}, serviceKey);
      const photos = await loadPhotos(source.photos ?? [], 2, api, deps.toJpeg, fetchImpl);
      const cert = source as CertificateSource;
      return certificatePdf(cert, photos, verifyUrl(siteUrl, cert.code), seller.trade_name);
    }
    const invoice = source as InvoiceSource & { original_invoice_id?: string };
    const original = invoice.original_invoice_id
      ? await rpc<{ serial: string; issued_at: string }>(
          'document_source',
          { kind: 'invoice', id: invoice.original_invoice_id },
          serviceKey,
        )
      : undefined;
    return invoicePdf(invoice, original);
  }

  async function store(path: string, bytes: Uint8Array): Promise<void> {
    const response = await fetchImpl(`${api}/storage/v1/object/documents/${path}`, {
      method: 'POST',
      headers: {
        apikey: serviceKey,
        authorization: `Bearer ${serviceKey}`,
        'content-type': 'application/pdf',
        'x-upsert': 'false',
      },
      body: bytes,
    });
    if (!response.ok) throw new Refusal(500, `Could not store the PDF (${response.status})`);
  }

  async function signedLink(path: string): Promise<string> {
    const response = await fetchImpl(`${api}/storage/v1/object/sign/documents/${path}`, {
      method: 'POST',
      headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ expiresIn: SIGNED_LINK_SECONDS }),
    });
    const body = (await response.json()) as { signedURL?: string };
    if (!response.ok || !body.signedURL) throw new Refusal(500, 'Could not sign the PDF link');
    return `${api}/storage/v1${body.signedURL}`;
  }

  /** The order page's link opens only the papers of its own order: anything else is 'not found'. */
  async function sourceByOrderToken(orderToken: string, kind: string, id: string): Promise<Source> {
    const papers = await rpc<OrderPapers | null>('order_page_documents', { token: orderToken }, anonKey);
    const listed = kind === 'certificate' ? papers?.certificates : papers?.invoices;
    if (!listed?.some((paper) => paper.id === id)) throw new Refusal(404, 'Document not found');
    return rpc<Source>('document_source', { kind, id }, serviceKey);
  }

  return async (req: Request): Promise<Response> => {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
    if (req.method !== 'POST') return json(405, { error: 'Use POST' });
    try {
      const token = /^bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
      const { kind, id, order_token } = (await req.json().catch(() => ({}))) as {
        kind?: string;
        id?: string;
        order_token?: unknown;
      };
      if (typeof order_token !== 'string' && (!token || token === anonKey)) throw new Refusal(401, 'Not authenticated');
      if ((kind !== 'certificate' && kind !== 'invoice') || typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) {
        throw new Refusal(400, 'Ask for {kind: "certificate" | "invoice", id}');
      }
      const source =
        typeof order_token === 'string'
          ? await sourceByOrderToken(order_token, kind, id)
          : // With the caller's own token: the database refuses a document that is not theirs.
            await rpc<Source>('document_source', { kind, id }, token!);
      let path = source.pdf_path;
      if (!path) {
        const bytes = await render(kind, source);
        const fresh = `${kind}s/${id}-${crypto.randomUUID()}.pdf`;
        await store(fresh, bytes);
        // The first stored PDF wins; a concurrent second one is left unused (same figures, never shown).
        path = await rpc<string>('attach_document_pdf', { kind, id, path: fresh }, serviceKey);
      }
      return json(200, { url: await signedLink(path) });
    } catch (error) {
      if (error instanceof Refusal) return json(error.status, { error: error.message });
      console.error('[documents]', error);
      return json(500, { error: 'Could not make the document' });
    }
  };
}
