// `pnpm bench:accounts` (issue 46): the sales register, its reconciliation and the GSTR-1 file of a month
// with 10,000 invoices (and 500 credit notes), on a throwaway supabase-local. Times, as the Accounts
// screen does it, the register and reconciliation calls through /rest/v1 plus building GSTR-1 (checked
// against its schema) and the CSV; p50/p95 of RUNS after a warm-up. The goal: under 2 s.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { buildGstr1, parseAccountsPeriod, registerCsv, type RegisterRow } from '../../shared/src/domain/accounts/index.ts';
import type { Database } from '../../shared/src/database.types.ts';
import { users as demo } from './seed/people.ts';
import { gstr1Schema } from './support/gstr1Schema.ts';
import { startShopServer } from './support/server.ts';

const INVOICES = 10_000;
const CREDIT_NOTES = 500;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GOAL_MS = 2_000;
const MONTH = '2025-07';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (n: number) => `${Math.round(n)} ms`;

async function main() {
  console.log('starting a throwaway supabase-local …');
  const server = await startShopServer();
  try {
    const seedStart = performance.now();
    // One piece and one order per invoice, paid through the month (the payment trigger issues the invoices);
    // every tenth to a dealer, every fifth delivered in another state.
    await server.pool.query(
      `with pieces as (
         insert into public.collectibles (type, name, slug, price)
         select 'coin', 'Bench coin ' || g, 'bench-accounts-' || g, 500 + g from generate_series(1, $1) g returning id, price)
       insert into public.delivery_addresses (collectible_id, full_name, phone, address_line1, city, state, pincode, buyer_gstin, buyer_trade_name)
       select p.id, 'Bench Buyer', '9876543210', '1 Main Road', 'Town',
              case when p.price % 5 = 0 then 'Tamil Nadu' else 'Karnataka' end, '600001',
              case when p.price % 10 = 0 then '27AAPFU0939F1ZV' end, case when p.price % 10 = 0 then 'Bench Dealer' end
         from pieces p`,
      [INVOICES],
    );
    await server.pool.query(
      `update public.delivery_addresses d set payment_status = 'paid',
              paid_at = timestamptz '2025-07-01 00:00:00+05:30' + ((d.price - 500) * interval '4 minutes')
        where d.full_name = 'Bench Buyer'`,
    );
    await server.pool.query(
      `select private.issue_return_credit_note(d.id, d.total / 2, d.paid_at + interval '1 day')
         from public.delivery_addresses d where d.full_name = 'Bench Buyer' order by d.paid_at limit $1`,
      [CREDIT_NOTES],
    );
    await server.pool.query('analyze private.invoices');
    console.log(
      `seeded ${INVOICES} invoices and ${CREDIT_NOTES} credit notes in ${MONTH} (${ms(performance.now() - seedStart)})`,
    );

    const owner = createClient<Database>(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const signIn = await owner.auth.signInWithPassword({ email: demo.admin.email, password: demo.admin.password });
    if (signIn.error) throw signIn.error;
    const period = parseAccountsPeriod(MONTH)!;
    const seller = await owner.rpc('seller_legal_details');
    const gstin = (seller.data as { gstin: string }).gstin;

    const once = async () => {
      const start = performance.now();
      const timed = async <T>(call: PromiseLike<T>) => {
        const at = performance.now();
        const answer = await call;
        return { answer, ms: performance.now() - at };
      };
      const [register, reconciliation] = await Promise.all([
        timed(owner.rpc('sales_register', { period_start: period.start, months: 1 })),
        timed(owner.rpc('sales_reconciliation', { period_start: period.start, months: 1 })),
      ]);
      if (register.answer.error || reconciliation.answer.error) throw register.answer.error ?? reconciliation.answer.error;
      const fetched = performance.now();
      const rows = register.answer.data as unknown as RegisterRow[];
      const file = buildGstr1(gstin, period, rows);
      const checked = gstr1Schema.safeParse(file);
      if (!checked.success) throw new Error(`GSTR-1 off its layout: ${checked.error.message.slice(0, 300)}`);
      const csv = registerCsv(rows);
      const end = performance.now();
      parts.register.push(register.ms);
      parts.reconciliation.push(reconciliation.ms);
      parts.build.push(end - fetched);
      return { ms: end - start, rows: rows.length, json: JSON.stringify(file).length, csv: csv.length };
    };

    const parts = { register: [] as number[], reconciliation: [] as number[], build: [] as number[] };
    await once();
    for (const list of Object.values(parts)) list.length = 0;
    const times: number[] = [];
    let last = { rows: 0, json: 0, csv: 0 };
    for (let i = 0; i < RUNS; i++) {
      const run = await once();
      times.push(run.ms);
      last = run;
    }
    times.sort((a, b) => a - b);
    console.log(
      `register + reconciliation + GSTR-1 + CSV (${RUNS} runs): p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`,
    );
    for (const [name, list] of Object.entries(parts)) {
      list.sort((a, b) => a - b);
      console.log(`  ${name.padEnd(15)} p50 ${ms(percentile(list, 50))}`);
    }
    console.log(`  ${last.rows} documents; GSTR-1 ${last.json} bytes of JSON, CSV ${last.csv} bytes`);
    const verdict = percentile(times, 95) < GOAL_MS;
    console.log(verdict ? `within the ${ms(GOAL_MS)} goal` : `OVER the ${ms(GOAL_MS)} goal`);
    if (!verdict) process.exitCode = 1;
  } finally {
    await server.close();
  }
}

await main();
