import { getSupabase } from '@sikka/shared/supabase';
import { PAGE_SIZE } from '@sikka/shared/config';
import type { ListPage } from '../model/listUrlState';
import type { AdminOrder } from '../model/orders';

export interface OrdersQuery {
  search: string;
  status: string;
  page: number;
  pageSize?: number;
}

/** One page of the Orders Dashboard, searched and filtered in the database (admin_orders_page). */
export async function fetchOrdersPage({
  search,
  status,
  page,
  pageSize = PAGE_SIZE,
}: OrdersQuery): Promise<ListPage<AdminOrder>> {
  const { data, error } = await getSupabase().rpc('admin_orders_page', {
    search: search.trim(),
    status: status || undefined,
    page,
    page_size: pageSize,
  });
  if (error) throw error;
  return data as unknown as ListPage<AdminOrder>;
}

const EXPORT_PAGE = 1000;

/** Every order of the current search and filter, for the CSV export (1,000 a request). */
export async function fetchAllOrders(search: string, status: string): Promise<AdminOrder[]> {
  const orders: AdminOrder[] = [];
  for (let page = 1; ; page++) {
    const { rows, total } = await fetchOrdersPage({ search, status, page, pageSize: EXPORT_PAGE });
    orders.push(...rows);
    if (rows.length < EXPORT_PAGE || orders.length >= total) return orders;
  }
}
