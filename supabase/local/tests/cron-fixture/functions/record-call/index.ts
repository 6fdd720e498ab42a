// Records each call (who called, with what body) in public.ticks: the scheduled-function tests read it.
Deno.serve(async (req: Request) => {
  const body = await req.text();
  const key = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!;
  const caller = req.headers.get('authorization') === `Bearer ${key}` ? 'service_role' : 'someone else';
  const response = await fetch(`${Deno.env.get('SUPABASE_URL')}/rest/v1/ticks`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ job: `function ${caller} ${body}` }),
  });
  return new Response(null, { status: response.ok ? 204 : 500 });
});
