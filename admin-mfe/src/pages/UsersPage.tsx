import { useAsync } from '@sikka/shared/async';
import { PAGE_SIZE } from '@sikka/shared/config';
import { EmptyState, Spinner } from '@sikka/shared/ui';
import { fetchUsersPage } from '../api/users';
import { AdminListFrame } from '../components/common/AdminListFrame';
import { LoadError } from '../components/orders/LoadError';
import { UserCard } from '../components/users/UserCard';
import { pageCountOf, useListUrlState, useSettled } from '../model/listUrlState';
import styles from '../components/orders/OrdersList.module.css';

/** Manage Users (spec §2): a page of users with their stats, from one database call. */
export default function UsersPage() {
  const { query, page, update } = useListUrlState();
  const search = useSettled(query);
  const users = useAsync(() => fetchUsersPage(search, page), [search, page]);
  const data = users.status === 'ready' ? users.data : undefined;
  const filtered = query.trim() !== '';
  return (
    <AdminListFrame
      title="Manage Users"
      count={data?.total}
      searchLabel="Search users by phone, ID, or orders..."
      query={query}
      onQueryChange={(next) => update({ query: next })}
      page={page}
      pageCount={data ? pageCountOf(data.total, PAGE_SIZE) : undefined}
      onPageChange={(next) => update({ page: next })}
    >
      {users.status === 'loading' && <Spinner size="lg" label="Loading users" />}
      {users.status === 'error' && <LoadError title="Failed to load users" error={users.error} onRetry={users.refetch} />}
      {data && data.rows.length === 0 && (filtered || page > 1) && (
        <EmptyState title="No matching users found" hint="Try adjusting your search terms" />
      )}
      {data && data.rows.length === 0 && !filtered && page === 1 && (
        <EmptyState title="No Users Yet" hint="Users will appear here when they register or place orders." />
      )}
      {data && data.rows.length > 0 && (
        <ul className={styles.list} aria-busy={users.status === 'ready' && users.refreshing}>
          {data.rows.map((user) => (
            <li key={user.id}>
              <UserCard user={user} />
            </li>
          ))}
        </ul>
      )}
    </AdminListFrame>
  );
}
