import { Suspense } from 'react';
import { Navigate, useLocation } from '@sikka/shared/router';
import { AdminOnly } from '@sikka/shared/session';
import { DocumentMeta, Spinner } from '@sikka/shared/ui';
import { adminTabTitle, matchAdminScreen } from './model/adminRoutes';
import { SCREEN_PAGES } from './screens';

/**
 * admin/AdminApp: the whole back office behind one exposed module. It routes its own screens (spec
 * paths, read from the router's location: a shop served below a prefix gives its BrowserRouter that
 * basename, and every app reads paths under it); an unknown admin path goes home like any unknown path
 * (spec §2). Every screen is behind the admin guard (spec §6); the database's RLS and the functions'
 * own checks are what really refuse.
 */
export default function AdminApp() {
  const { pathname } = useLocation();
  const match = matchAdminScreen(pathname);
  if (!match) return <Navigate to="/" replace />;
  const Page = SCREEN_PAGES[match.screen.path];
  const page = (
    <Suspense fallback={<Spinner size="lg" label="Loading" />}>
      <Page key={match.screen.path} params={match.params} />
    </Suspense>
  );
  return (
    <>
      {/* Each screen names its tab, the Access Denied view included (it is still that screen's address). */}
      <DocumentMeta title={adminTabTitle(match.screen)} />
      {'open' in match.screen ? (
        page
      ) : (
        // Each screen for the roles it names (issue 51); a role it does not name is told so.
        <AdminOnly roles={match.screen.roles}>{page}</AdminOnly>
      )}
    </>
  );
}
