import type { ReactNode } from 'react';
import { AccessDenied, Spinner } from '@sikka/shared/ui';
import { useSession } from './hooks';
import styles from './AdminOnly.module.css';

/**
 * Admin screens' access check (spec §6): signed-out and anonymous visitors are 'Not authenticated',
 * signed-in non-admins 'Not authorized'. The UI guard only; RLS on the server is the real one.
 */
export function AdminOnly({ children }: { children?: ReactNode }) {
  const { status, user, isAnonymous, isAdmin } = useSession();
  if (status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner label="Checking access" />
      </div>
    );
  }
  if (!user || isAnonymous) return <AccessDenied reason="Not authenticated" />;
  if (!isAdmin) return <AccessDenied reason="Not authorized" />;
  return <>{children}</>;
}
