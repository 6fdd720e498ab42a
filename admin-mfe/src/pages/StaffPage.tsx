import { useAsync } from '@sikka/shared/async';
import { STAFF_ROLE_LABELS, type StaffRole } from '@sikka/shared/domain/staff';
import { formatDateTime } from '@sikka/shared/format';
import { Button, EmptyState, PageFrame, Spinner } from '@sikka/shared/ui';
import { changeStaffRole, fetchStaff, inviteStaff, removeStaff, withdrawInvitation } from '../api/staff';
import { LoadError } from '../components/orders/LoadError';
import { InviteStaffForm } from '../components/staff/InviteStaffForm';
import { StaffMemberRow } from '../components/staff/StaffMemberRow';
import { inviteRefusal, memberRefusal } from '../model/staff';
import { useRowActions } from '../model/useRowActions';
import styles from '../components/staff/Staff.module.css';

/**
 * Staff (issue 51, the owner's): everyone with a back-office role, the invitations not yet accepted, and
 * the form that invites a colleague. The SQL functions behind it check that the caller is the owner and
 * that the shop keeps one.
 */
export default function StaffPage() {
  const staff = useAsync(fetchStaff, []);
  const { busy, failed, run } = useRowActions('a staff change', staff.refetch);
  const change = (key: string, action: () => Promise<void>) => run(key, action, memberRefusal);

  async function invite(values: { email: string; role: StaffRole }) {
    await inviteStaff(values.email, values.role);
    await staff.refetch();
  }

  const data = staff.status === 'ready' ? staff.data : undefined;
  return (
    <PageFrame title="Staff">
      <InviteStaffForm onInvite={invite} refusalOf={inviteRefusal} />
      {staff.status === 'loading' && <Spinner size="lg" label="Loading the staff" />}
      {staff.status === 'error' && <LoadError title="Failed to load the staff" error={staff.error} onRetry={staff.refetch} />}
      {data && (
        <>
          <section className={styles.section} aria-labelledby="staff-members">
            <h2 id="staff-members" className={styles.heading}>
              People with access ({data.members.length})
            </h2>
            <ul className={styles.list}>
              {data.members.map((member) => (
                <StaffMemberRow
                  key={member.id}
                  member={member}
                  busy={busy === member.id}
                  failure={failed[member.id]}
                  onRoleChange={(role) => void change(member.id, () => changeStaffRole(member.id, role))}
                  onRemove={() => void change(member.id, () => removeStaff(member.id))}
                />
              ))}
            </ul>
          </section>
          <section className={styles.section} aria-labelledby="staff-invitations">
            <h2 id="staff-invitations" className={styles.heading}>
              Invitations waiting ({data.invites.length})
            </h2>
            {data.invites.length === 0 ? (
              <EmptyState title="No invitations waiting" hint="An invitation shows here until it is accepted." />
            ) : (
              <ul className={styles.list}>
                {data.invites.map((invite) => (
                  <li key={invite.email} className={styles.member} aria-label={invite.email} data-row={invite.email} data-actions>
                    <div className={styles.who}>
                      <p className={styles.name}>{invite.email}</p>
                      <p className={styles.email}>
                        {STAFF_ROLE_LABELS[invite.role]} · until {formatDateTime(invite.expires_at)}
                      </p>
                    </div>
                    <span />
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => void change(invite.email, () => withdrawInvitation(invite.email))}
                      unavailable={busy === invite.email}
                    >
                      Withdraw
                    </Button>
                    {failed[invite.email] && (
                      <p role="alert" className={styles.failure}>
                        {failed[invite.email]}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </PageFrame>
  );
}
