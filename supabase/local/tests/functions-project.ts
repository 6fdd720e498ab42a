/** A throwaway Supabase project whose functions/ exercise what Edge Functions written for Deno do. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const FILES: Record<string, string> = {
  '.env':
    '# secrets for functions\nMY_SECRET="shh it\'s local"\nexport OTHER=plain # trailing comment\nSUPABASE_URL=http://must-not-win\n',
  '_shared/cors.ts': `export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
};\n`,
  'hello/index.ts': `import 'jsr:@supabase/functions-js/edge-runtime.d.ts';
import { corsHeaders } from '../_shared/cors.ts';

interface Greeting { name?: string }
const booted = Deno.env.get('SUPABASE_URL');

Deno.serve(async (req: Request) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  const { name }: Greeting = req.method === 'POST' ? await req.json() : {};
  return Response.json({
    message: \`Hello \${name ?? 'there'}!\`,
    method: req.method,
    path: new URL(req.url).pathname,
    query: new URL(req.url).search,
    authorization: req.headers.get('authorization')?.slice(0, 7) ?? null,
    env: { url: Deno.env.get('SUPABASE_URL'), booted, anon: Deno.env.get('SUPABASE_ANON_KEY')?.length ?? 0,
      service: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')?.length ?? 0, secret: Deno.env.get('MY_SECRET'), other: Deno.env.get('OTHER'),
      db: Deno.env.get('SUPABASE_DB_URL')?.startsWith('postgres') ?? false },
  }, { headers: { ...corsHeaders, 'X-Greeting': 'namaste' } });
});\n`,
  'public-stream/index.ts': `Deno.serve({ port: 8000 }, () => {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const part of ['one ', 'two ', 'three']) {
        controller.enqueue(encoder.encode(part));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      controller.close();
    },
  });
  const headers = new Headers({ 'Content-Type': 'text/plain' });
  headers.append('Set-Cookie', 'a=1; Path=/');
  headers.append('Set-Cookie', 'b=2; Path=/');
  return new Response(body, { status: 201, headers });
});\n`,
  'admin-count/index.ts': `import { createClient } from 'npm:@supabase/supabase-js@2';

Deno.serve(async () => {
  const admin = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await admin.auth.admin.listUsers();
  return Response.json({ error: error?.message ?? null, users: data?.users.length ?? -1 });
});\n`,
  'esm-sh/index.ts': `import { createClient } from 'https://esm.sh/@supabase/supabase-js@2.45.0?target=deno';
Deno.serve(() => new Response(typeof createClient));\n`,
  'std-serve/index.ts': `import { serve } from 'https://deno.land/std@0.168.0/http/server.ts';
serve((req: Request) => new Response('std ' + req.method));\n`,
  'default-export/index.ts': `export default { fetch: (req: Request) => new Response('default ' + new URL(req.url).pathname) };\n`,
  'boot-error/index.ts': `throw new Error('cannot boot');\n`,
  'worker-error/index.ts': `Deno.serve(() => { throw new Error('handler exploded'); });\n`,
};

export function createFunctionsProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'functions-project-'));
  for (const [path, content] of Object.entries(FILES)) {
    const file = join(dir, 'functions', path);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, content);
  }
  return dir;
}
