// `pnpm bench:statement`: the Orders Dashboard's 'Import bank statement' at its documented maximum (issues
// 49 and 50): 5,000 credit lines against 2,000 open orders on a throwaway supabase-local. 1,000 lines
// carry a submitted UTR, 1,000 quote the order's reference ('SIKKA ORDER 6A29EEC0'), 3,000 match
// nothing. Times, through the HTTP API as the dialog calls it, the preview (p50/p95 of RUNS calls after
// a warm-up) and then the one applying call; and the same preview inside the database alone.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '../../shared/src/database.types.ts';
import { users as demo } from './seed/people.ts';
import { startShopServer } from './support/server.ts';
import { type CreditLine, indianToday, seedOrders } from './support/statement.ts';

const LINES = 5_000;
const ORDERS = 2_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const WARMUP = 2;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (n: number) => `${Math.round(n)} ms`;

async function main() {
  console.log('starting a throwaway supabase-local …');
  const server = await startShopServer();
  try {
    const orders = await seedOrders(server.pool, {
      tag: 'bench',
      count: ORDERS,
      firstTotal: 200_000,
      submitted: ORDERS / 2,
      utrPrefix: '9',
    });
    await server.pool.query('analyze public.delivery_addresses');
    const today = indianToday();
    const lines: CreditLine[] = Array.from({ length: LINES }, (_, i) => {
      const order = orders[i];
      const amount = (order?.total ?? 13 + (i % 89)).toFixed(2);
      if (order?.utr)
        return { line: i + 2, date: today, narration: `UPI/${order.utr}/PAYMENT FROM BUYER ${i}`, utr: order.utr, amount };
      if (order)
        return {
          line: i + 2,
          date: today,
          narration: `NEFT CR-SBIN0001234-BUYER ${i}-SIKKA ORDER ${order.reference.toUpperCase()}`,
          utr: `SBIN4263${String(i).padStart(8, '0')}`,
          amount,
        };
      return { line: i + 2, date: '2020-01-01', narration: `NEFT CR-SOMEONE ELSE-INVOICE ${i}`, utr: null, amount };
    });
    console.log(
      `seeded ${ORDERS} open orders; statement of ${LINES} credit lines (${JSON.stringify(lines).length} bytes of JSON)`,
    );

    const admin = createClient<Database>(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const signIn = await admin.auth.signInWithPassword({ email: demo.admin.email, password: demo.admin.password });
    if (signIn.error) throw signIn.error;

    const call = async (apply: boolean) => {
      const start = performance.now();
      const { data, error } = await admin.rpc('import_bank_statement', { lines: lines as never, apply });
      if (error) throw new Error(`import_bank_statement: ${error.message}`);
      const answer = data as { matched: unknown[]; proposed: unknown[]; problems: unknown[] };
      return { ms: performance.now() - start, matched: answer.matched.length, problems: answer.problems.length };
    };

    // In the database alone: the same call as the admin, without HTTP and JSON parsing in Node.
    const inDatabase = async () => {
      const client = await server.pool.connect();
      try {
        await client.query('begin');
        await client.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ sub: signIn.data.user!.id, role: 'authenticated' }),
        ]);
        await client.query('set local role authenticated');
        const start = performance.now();
        await client.query('select public.import_bank_statement($1::jsonb, false)', [JSON.stringify(lines)]);
        return performance.now() - start;
      } finally {
        await client.query('rollback');
        client.release();
      }
    };

    for (let i = 0; i < WARMUP; i++) await call(false);
    const http: number[] = [];
    const sql: number[] = [];
    let last = { matched: 0, problems: 0 };
    for (let i = 0; i < RUNS; i++) {
      const run = await call(false);
      http.push(run.ms);
      last = run;
      sql.push(await inDatabase());
    }
    http.sort((a, b) => a - b);
    sql.sort((a, b) => a - b);
    console.log(`preview through /rest/v1 (${RUNS} runs): p50 ${ms(percentile(http, 50))}, p95 ${ms(percentile(http, 95))}`);
    console.log(`preview in the database alone:          p50 ${ms(percentile(sql, 50))}, p95 ${ms(percentile(sql, 95))}`);
    console.log(`  ${last.matched} matched, ${last.problems} not matched`);
    const applied = await call(true);
    console.log(`apply (marks ${applied.matched} orders paid, one transaction): ${ms(applied.ms)}`);
  } finally {
    await server.close();
  }
}

await main();
