import { useEffect, useState } from 'react';
import { useForm, useFormSubmit, zodResolver } from '@sikka/shared/forms';
import { ERROR_TEXTS, errorText, isNetworkError } from '@sikka/shared/domain/errors';
import { Button, Field, Input } from '@sikka/shared/ui';
import { certificateNameSchema, type CertificateNameInput, type CertificateNameValues } from '../../model/certificateName';
import styles from './CertificateNameForm.module.css';

const CERTIFICATE_NAME_LABEL = 'Your name on certificates';
export const SAVE_FAILED = 'Failed to save your name';
// private.issue_certificate (20261125400100) names "<trade name> authentication desk" when the issuing
// admin has no display name, and copies the name into the certificate when it is issued.
export const NO_NAME_HINT =
  'No name set yet: until you set one, certificates you issue name the shop’s authentication desk as the certifying expert.';
const FIELD_HINT = 'Shown as “Certified by” on certificates you issue from now on; those already issued keep their name.';

export interface CertificateNameFormProps {
  /** The name stored now: null when none is set, undefined while it loads. */
  savedName: string | null | undefined;
  /** Saves the trimmed name; a refusal is thrown and said below the field, which keeps what was typed. */
  onSave(name: string): Promise<void>;
}

const messageOf = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string'
    ? (error as { message: string }).message
    : '';

const failureText = (error: unknown) =>
  isNetworkError(error) ? ERROR_TEXTS.network_offline : errorText(error, messageOf(error));

/** The signed-in admin's name as certificates of authenticity print it (issue 34), on the Orders Dashboard. */
export function CertificateNameForm({ savedName, onSave }: CertificateNameFormProps) {
  const form = useForm<CertificateNameInput, unknown, CertificateNameValues>({
    resolver: zodResolver(certificateNameSchema),
    defaultValues: { name: savedName ?? '' },
  });
  const { register, formState, reset } = form;
  // What the database holds as far as this form knows: the loaded name, then each one saved here.
  const [current, setCurrent] = useState(savedName);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (savedName === undefined) return;
    setCurrent(savedName);
    reset({ name: savedName ?? '' });
  }, [savedName, reset]);

  const submit = useFormSubmit(
    form,
    async ({ name }) => {
      setSaved(false);
      await onSave(name);
      setCurrent(name);
      reset({ name });
      setSaved(true);
    },
    (error) => {
      console.error('[sikka] the name on certificates was not saved', error);
      return failureText(error);
    },
  );

  const field = register('name', { onChange: () => setSaved(false) });
  const loading = current === undefined;
  const { errors, isSubmitting } = formState;
  const failure = errors.root?.message;
  return (
    <section className={styles.box} aria-label={CERTIFICATE_NAME_LABEL} aria-busy={loading}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label={CERTIFICATE_NAME_LABEL} error={errors.name?.message} hint={FIELD_HINT} required className={styles.field}>
          <Input {...field} autoComplete="name" placeholder="e.g. Dr. R. Krishnan" disabled={loading} />
        </Field>
        <Button type="submit" className={styles.save} unavailable={loading || isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save'}
        </Button>
        {/* Always in the page, so a screen reader announces 'Saved' when it appears. */}
        <p role="status" className={styles.saved}>
          {saved ? 'Saved' : ''}
        </p>
      </form>
      {current === null && <p className={styles.note}>{NO_NAME_HINT}</p>}
      {failure !== undefined && (
        <div role="alert" className={styles.failure}>
          <p className={styles.failureTitle}>{SAVE_FAILED}</p>
          {failure && <p className={styles.failureMessage}>{failure}</p>}
        </div>
      )}
    </section>
  );
}
