import { useState } from 'react';
import { useForm, useFormSubmit } from '@sikka/shared/forms';
import { ERROR_TEXTS } from '@sikka/shared/domain/errors';
import type { StaffRole } from '@sikka/shared/domain/staff';
import { STAFF_ROLE_DUTIES, staffEmailProblem } from '@sikka/shared/domain/staffInvites';
import { Button, Card, Field, Input, NativeSelect } from '@sikka/shared/ui';
import { STAFF_ROLE_OPTIONS } from '../../model/staff';
import styles from './Staff.module.css';

export interface InviteValues {
  email: string;
  role: StaffRole;
}

export interface InviteStaffFormProps {
  /** Sends the invitation; a refusal is thrown and said in the form, which keeps what was typed. */
  onInvite(values: InviteValues): Promise<void>;
  /** Where a refusal is said: under the e-mail, or above the form. */
  refusalOf(error: unknown): { field: 'email' | 'root'; message: string };
}

/** 'Invite a colleague' (issue 51): an e-mail address and a role; the database checks both again. */
export function InviteStaffForm({ onInvite, refusalOf }: InviteStaffFormProps) {
  const form = useForm<InviteValues>({ defaultValues: { email: '', role: 'staff' } });
  const { register, formState, setError, reset, watch, setValue } = form;
  // To whom the last invitation went (said until the next one is tried).
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = useFormSubmit(
    form,
    async (values) => {
      setSentTo(null);
      const problem = staffEmailProblem(values.email);
      if (problem) {
        setError('email', { message: ERROR_TEXTS[problem] }, { shouldFocus: true });
        return;
      }
      await onInvite(values);
      reset({ email: '', role: values.role });
      setSentTo(values.email.trim());
    },
    (error) => {
      const refusal = refusalOf(error);
      if (refusal.field === 'root') return refusal.message;
      setError('email', { message: refusal.message }, { shouldFocus: true });
      return undefined;
    },
  );
  const { errors, isSubmitting } = formState;
  return (
    <Card padding="lg" className={styles.invite}>
      <h2 className={styles.heading}>Invite a colleague</h2>
      <form className={styles.inviteForm} onSubmit={submit} noValidate aria-label="Invite a colleague">
        {errors.root?.message && (
          <p role="alert" className={styles.failure}>
            {errors.root.message}
          </p>
        )}
        <Field label="E-mail address" error={errors.email?.message} required>
          <Input {...register('email')} type="email" autoComplete="off" placeholder="name@example.com" />
        </Field>
        {/* The chosen role's duties under it, in full: in the options they were cut off. */}
        <Field label="Role" hint={STAFF_ROLE_DUTIES[watch('role')]} required>
          <NativeSelect
            options={STAFF_ROLE_OPTIONS}
            value={watch('role')}
            onValueChange={(role) => setValue('role', role as StaffRole)}
          />
        </Field>
        <div className={styles.inviteActions}>
          <Button type="submit" unavailable={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send invitation'}
          </Button>
          <p role="status" className={styles.sent}>
            {sentTo && `Invitation sent to ${sentTo}. It works for 7 days.`}
          </p>
        </div>
      </form>
    </Card>
  );
}
