import { Navigate, useLocation } from 'react-router-dom';
import { AdminOnly } from '@sikka/shared/session';
import { PageFrame } from '@sikka/shared/ui';
import { type RemotePageProps } from '@sikka/shared/federation';
import { matchAdminScreen } from './model/adminRoutes';

/**
 * admin/AdminApp: the whole back office behind one exposed module. It routes its own screens under
 * the basename the shell gives it; an unknown admin path goes home like any unknown path (spec §2).
 */
export default function AdminApp({ basename = '' }: RemotePageProps) {
  const { pathname } = useLocation();
  const match = matchAdminScreen(pathname, basename);
  if (!match) return <Navigate to="/" replace />;
  return (
    <AdminOnly>
      {/* The admin issues replace each title with its screen. */}
      <PageFrame title={match.screen.title} />
    </AdminOnly>
  );
}
