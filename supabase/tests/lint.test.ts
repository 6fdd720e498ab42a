import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import { db } from './support/clients.ts';

// Database lint: the mistakes that silently open a Supabase project to anyone holding the anon key.

const config = readFileSync(new URL('../config.toml', import.meta.url), 'utf8');
const apiSection = config.slice(config.indexOf('[api]'), config.indexOf('\n[', config.indexOf('[api]') + 1));
const exposedSchemas = JSON.parse(/^schemas\s*=\s*(\[.*\])/m.exec(apiSection)![1]!) as string[];

async function rows<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await db().query<T>(sql, params)).rows;
}

describe('database lint', () => {
  it('reads the exposed schemas from config.toml', () => {
    expect(exposedSchemas).toEqual(['public', 'graphql_public']);
  });

  it('has row level security enabled on every table in the exposed schemas', async () => {
    const open = await rows<{ name: string }>(
      `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = any($1) and c.relkind in ('r', 'p') and not c.relrowsecurity`,
      [exposedSchemas],
    );
    expect(open).toEqual([]);
  });

  it('has row level security on storage.objects', async () => {
    const [objects] = await rows<{ on: boolean }>(
      `select relrowsecurity as on from pg_class where oid = 'storage.objects'::regclass`,
    );
    expect(objects?.on).toBe(true);
  });

  it('gives every SECURITY DEFINER function a fixed search_path', async () => {
    const unsafe = await rows<{ name: string }>(
      `select n.nspname || '.' || p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where p.prosecdef and n.nspname in ('public', 'private')
          and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`,
    );
    expect(unsafe).toEqual([]);
  });

  it('grants anon no table privilege that no policy for anon uses', async () => {
    const excess = await rows<{ grant: string }>(
      `
      with privileges(privilege, command) as (values ('SELECT', 'r'), ('INSERT', 'a'), ('UPDATE', 'w'), ('DELETE', 'd'))
      select c.relname || ': ' || p.privilege as grant
        from pg_class c join pg_namespace n on n.oid = c.relnamespace cross join privileges p
       where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm')
         and (has_table_privilege('anon', c.oid, p.privilege)
              or (p.privilege <> 'DELETE' and has_any_column_privilege('anon', c.oid, p.privilege)))
         and not exists (select 1 from pg_policy pol
                          where pol.polrelid = c.oid and pol.polpermissive and pol.polcmd in (p.command, '*')
                            and (pol.polroles @> array['anon'::regrole::oid] or pol.polroles @> array[0::oid]))`,
      [exposedSchemas],
    );
    expect(excess).toEqual([]);
  });

  it('never grants TRUNCATE, REFERENCES or TRIGGER to client roles (TRUNCATE ignores RLS)', async () => {
    const risky = await rows<{ grant: string }>(
      `
      select r.role || ' ' || p.privilege || ' on ' || c.relname as grant
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        cross join (values ('anon'), ('authenticated')) r(role)
        cross join (values ('TRUNCATE'), ('REFERENCES'), ('TRIGGER')) p(privilege)
       where n.nspname = any($1) and c.relkind in ('r', 'p') and has_table_privilege(r.role, c.oid, p.privilege)`,
      [exposedSchemas],
    );
    expect(risky).toEqual([]);
  });

  it('lets client roles call only the functions meant for them', async () => {
    const callable = await rows<{ name: string }>(
      `
      select distinct p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = any($1) and p.prokind = 'f'
         and (has_function_privilege('anon', p.oid, 'EXECUTE') or has_function_privilege('authenticated', p.oid, 'EXECUTE'))
       order by 1`,
      [exposedSchemas],
    );
    expect(callable.map((f) => f.name)).toEqual([
      'accept_auction_terms',
      'accept_staff_invite',
      'activity_log_page',
      'add_auction_lot',
      'add_return_tracking',
      'admin_auction_lots',
      'admin_collectibles_page',
      'admin_lot_bids',
      'admin_order_aftersale',
      'admin_order_emails',
      'admin_orders_page',
      'admin_user_stats',
      'admin_users_page',
      'auction_now',
      'auction_results',
      'auction_settings',
      'bidding_phone_missing',
      'block_bidder',
      'cancel_auction',
      'cancel_auction_lot',
      'cancel_staff_invite',
      'catalogue_facets_page',
      'catalogue_number_key',
      'checkout_auction',
      'create_collectible',
      'decide_return',
      'delete_collectible',
      'delete_seller_submission',
      'document_source',
      'guest_orders_to_join',
      'has_role',
      'import_bank_statement',
      'invite_staff',
      'is_admin',
      'join_guest_orders',
      'mark_order_delivered',
      'mark_order_fulfilled',
      'mark_order_paid',
      'my_auction_lots',
      'my_orders',
      'offer_lot_to_underbidder',
      'order_documents',
      'order_page',
      'order_page_address',
      'order_page_documents',
      'order_page_return',
      'place_bid',
      'place_business_order',
      'place_order',
      'receive_return',
      'record_refund',
      'reissue_certificate',
      'reject_order_payment',
      'remove_auction_lot',
      'remove_staff',
      'request_contact_code',
      'request_return',
      'retry_outbox_message',
      'revoke_certificate',
      'sales_reconciliation',
      'sales_register',
      'save_auction',
      'save_auction_settings',
      'save_shop_settings',
      'schedule_auction',
      'seller_legal_details',
      'set_display_name',
      'set_lot_reserve',
      'set_staff_role',
      'shop_settings',
      'staff_invite',
      'staff_members',
      'staff_role',
      'submit_order_payment',
      'submit_payment',
      'system_health',
      'system_jobs',
      'system_outbox',
      'system_outbox_summary',
      'system_storage',
      'unblock_bidder',
      'unreferenced_seller_uploads',
      'update_collectible',
      'update_shop_settings',
      'validate_promo',
      'verify_certificate',
      'verify_contact_code',
    ]);
  });

  it('keeps the private helpers schema out of client reach', async () => {
    const [usage] = await rows<{ anon: boolean; authenticated: boolean }>(
      `select has_schema_privilege('anon', 'private', 'USAGE') as anon, has_schema_privilege('authenticated', 'private', 'USAGE') as authenticated`,
    );
    expect(usage).toEqual({ anon: false, authenticated: false });
  });

  it('publishes exactly the live-updating tables to realtime', async () => {
    const published = await rows<{ name: string }>(
      `select tablename as name from pg_publication_tables where pubname = 'supabase_realtime' order by 1`,
    );
    expect(published.map((t) => t.name)).toEqual(['auction_lots', 'collectibles', 'seller_submissions']);
  });
});
