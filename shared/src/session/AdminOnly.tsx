import type { ReactNode } from 'react';
import { hasRole, STAFF_ROLE_LABELS, type StaffRole } from '@sikka/shared/domain/staff';
import { AccessDenied, Spinner } from '@sikka/shared/ui';
import { useSession } from './hooks';
import styles from './AdminOnly.module.css';

/**
 * Admin screens' access check (spec §6): signed-out and anonymous visitors are 'Not authenticated',
 * signed-in non-admins 'Not authorized'. With `roles` (a screen's, issue 51), a back-office user whose role
 * is not among them (the owner always is) is refused too, and told why. The UI guard only; RLS and the
 * functions' role checks on the server are the real one.
 */
export function AdminOnly({ roles, children }: { roles?: readonly StaffRole[]; children?: ReactNode }) {
  const { status, user, isAnonymous, isAdmin, staffRole } = useSession();
  if (status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner label="Checking access" />
      </div>
    );
  }
  if (!user || isAnonymous) return <AccessDenied reason="Not authenticated" />;
  if (!isAdmin || !staffRole) return <AccessDenied reason="Not authorized" />;
  if (roles && !hasRole(staffRole, roles)) {
    return (
      <AccessDenied
        reason="Not authorized"
        detail={`This screen is not for your role (${STAFF_ROLE_LABELS[staffRole]}). Ask the shop's owner if you need it.`}
      />
    );
  }
  return <>{children}</>;
}
