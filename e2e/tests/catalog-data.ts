import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ANON_KEY, SUPABASE_URL } from './support/session';

/**
 * What the catalog tests compare the shop against: the same backend, asked directly through the API.
 * Listings the tests create carry an `e2e-` slug and go in 'Mixed Collectibles'; the browse tests that
 * must not see them filter to another category.
 */
export const CATEGORY = {
  mughal: 'ca000000-0000-4000-8000-000000000002',
  mixed: 'ca000000-0000-4000-8000-000000000008',
} as const;

export function apiClient(): SupabaseClient {
  return createClient(SUPABASE_URL, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

export async function apiClientAs(account: { email: string; password: string }): Promise<SupabaseClient> {
  const client = apiClient();
  const { error } = await client.auth.signInWithPassword(account);
  if (error) throw new Error(`sign-in failed for ${account.email}: ${error.message}`);
  return client;
}

export interface ExpectedQuery {
  search?: string;
  categoryId?: string;
  min?: number;
  max?: number;
  column?: 'created_at' | 'price' | 'name';
  ascending?: boolean;
  page?: number;
}

/** The names on one page of 12 and the total, for the given filters and order (ties by id). */
export async function expectedPage(query: ExpectedQuery = {}) {
  let request = apiClient().from('collectibles').select('name, price, category_id', { count: 'exact' });
  if (query.search) request = request.or(`name.ilike.*${query.search}*,description.ilike.*${query.search}*`);
  if (query.categoryId) request = request.eq('category_id', query.categoryId);
  if (query.min !== undefined) request = request.gte('price', query.min);
  if (query.max !== undefined) request = request.lte('price', query.max);
  const from = ((query.page ?? 1) - 1) * 12;
  const { data, count, error } = await request
    .order(query.column ?? 'created_at', { ascending: query.ascending ?? false })
    .order('id')
    .range(from, from + 11);
  if (error) throw error;
  return { names: (data ?? []).map((row) => row.name as string), rows: data ?? [], total: count ?? 0 };
}

/** A listing of the tests' own (so changing or deleting it disturbs no other test), with one photo. */
export async function createListing(admin: SupabaseClient, label: string, fields: Record<string, unknown> = {}) {
  const slug = `e2e-${label}-${Date.now().toString(36)}`;
  const { data: listing, error } = await admin
    .from('collectibles')
    .insert({
      type: 'coin',
      name: `E2E ${label} coin`,
      slug,
      price: 4321,
      status: 'available',
      category_id: CATEGORY.mixed,
      description: `A listing made by the ${label} test.\n\nCondition: Fine`,
      ...fields,
    })
    .select('id, slug, name')
    .single();
  if (error) throw error;
  const photo = await (
    await fetch(`${SUPABASE_URL}/storage/v1/object/public/collectible-images/c0000000-0000-4000-8000-000000000001/1.jpg`)
  ).arrayBuffer();
  const path = `${listing.id}/${Date.now()}-0.jpg`;
  const uploaded = await admin.storage.from('collectible-images').upload(path, photo, { contentType: 'image/jpeg' });
  if (uploaded.error) throw uploaded.error;
  const imageUrl = admin.storage.from('collectible-images').getPublicUrl(path).data.publicUrl;
  const image = await admin.from('collectible_images').insert({ collectible_id: listing.id, image_url: imageUrl, order: 0 });
  if (image.error) throw image.error;
  return { ...(listing as { id: string; slug: string; name: string }), imageUrl, imagePath: path };
}

/**
 * A buyer with a password (signed up through the real auth API, as Create Account does) whose open order
 * holds the listing: the account to sign in with, and the order as place_order answers it.
 */
export async function buyerHolding(listingId: string, label: string) {
  const account = { email: `${label}.${Date.now().toString(36)}@example.com`, password: `${label}-buyer-123` };
  const buyer = apiClient();
  const signedUp = await buyer.auth.signUp(account);
  if (signedUp.error) throw signedUp.error;
  const { data, error } = await buyer.rpc('place_order', {
    collectible_id: listingId,
    full_name: 'Kavya Rao',
    phone: `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    address_line1: '12 Temple Street',
    address_line2: '',
    city: 'Madurai',
    state: 'Tamil Nadu',
    pincode: '625001',
  });
  if (error) throw error;
  return { account, order: data as { order_id: string; access_token: string } };
}
