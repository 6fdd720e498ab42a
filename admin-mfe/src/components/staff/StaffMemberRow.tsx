import { useState } from 'react';
import type { StaffRole } from '@sikka/shared/domain/staff';
import { AlertDialog, Badge, Button, Field, NativeSelect } from '@sikka/shared/ui';
import { STAFF_ROLE_OPTIONS, type StaffMember } from '../../model/staff';
import styles from './Staff.module.css';

export interface StaffMemberRowProps {
  member: StaffMember;
  busy: boolean;
  /** A refusal of the last change, said on the row ('The shop must keep an owner…'). */
  failure?: string;
  onRoleChange(role: StaffRole): void;
  onRemove(): void;
}

/**
 * One person on the staff: their role (changed in place) and 'Remove access', which nobody is offered on
 * themselves (an owner who means to leave makes someone else owner, who then removes them).
 */
export function StaffMemberRow({ member, busy, failure, onRoleChange, onRemove }: StaffMemberRowProps) {
  const [confirming, setConfirming] = useState(false);
  const name = member.display_name || member.email;
  return (
    <li className={styles.member} aria-label={name} data-row={member.id} data-actions>
      <div className={styles.who}>
        <p className={styles.name}>
          {name} {member.is_me && <Badge tone="blue">You</Badge>}
        </p>
        {member.display_name && <p className={styles.email}>{member.email}</p>}
      </div>
      <Field label="Role" className={styles.roleField}>
        {/* Not disabled while busy (it would drop the focus): a choice then is ignored. */}
        <NativeSelect
          options={STAFF_ROLE_OPTIONS}
          value={member.role}
          onValueChange={(role) => !busy && role !== member.role && onRoleChange(role as StaffRole)}
        />
      </Field>
      {member.is_me ? (
        <span />
      ) : (
        // The button is the dialog's trigger, so that Cancel hands the focus back to it.
        <AlertDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Remove ${name}'s access?`}
          description="They keep their account and their orders, but can no longer open the back office."
          confirmLabel="Remove access"
          confirmVariant="danger"
          onConfirm={onRemove}
          trigger={
            <Button variant="secondary" size="sm" unavailable={busy}>
              Remove access
            </Button>
          }
        />
      )}
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
    </li>
  );
}
