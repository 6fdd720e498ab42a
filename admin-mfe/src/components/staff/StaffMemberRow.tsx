import { useState } from 'react';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@sikka/shared/domain/staff';
import { AlertDialog, Badge, Button, Field, NativeSelect } from '@sikka/shared/ui';
import type { StaffMember } from '../../model/staff';
import styles from './Staff.module.css';

export interface StaffMemberRowProps {
  member: StaffMember;
  busy: boolean;
  /** A refusal of the last change, said on the row ('The shop must keep an owner…'). */
  failure?: string;
  onRoleChange(role: StaffRole): void;
  onRemove(): void;
}

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

/** One person on the staff: their role (changed in place) and 'Remove access'. */
export function StaffMemberRow({ member, busy, failure, onRoleChange, onRemove }: StaffMemberRowProps) {
  const [confirming, setConfirming] = useState(false);
  const name = member.display_name || member.email;
  return (
    <li className={styles.member} aria-label={name}>
      <div className={styles.who}>
        <p className={styles.name}>
          {name} {member.is_me && <Badge tone="blue">You</Badge>}
        </p>
        {member.display_name && <p className={styles.email}>{member.email}</p>}
      </div>
      <Field label="Role" className={styles.roleField}>
        <NativeSelect
          options={ROLE_OPTIONS}
          value={member.role}
          disabled={busy}
          onValueChange={(role) => role !== member.role && onRoleChange(role as StaffRole)}
        />
      </Field>
      <Button variant="secondary" size="sm" disabled={busy} onClick={() => setConfirming(true)}>
        Remove access
      </Button>
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${name}'s access?`}
        description="They keep their account and their orders, but can no longer open the back office."
        confirmLabel="Remove access"
        confirmVariant="danger"
        onConfirm={onRemove}
      />
    </li>
  );
}
