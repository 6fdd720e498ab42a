import { useEffect, useRef } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { Button, Field, Input, Spinner } from '@sikka/shared/ui';
import type { SellFormState } from '../../model/useSellForm';
import { CancelButton } from './CancelButton';
import { ImagePicker } from '../ImagePicker/ImagePicker';
import { UploadProgressList } from '../UploadProgressList/UploadProgressList';
import styles from './SellForm.module.css';

export const SUCCESS_TEXT =
  'Thank you! Your submission has been received. Our experts will evaluate your item and contact you within 24-48 hours. Redirecting to the home page...';

/** Spec §2 "Sell page" form: Your Name, Phone Number, Upload Images, Cancel and 'Submit for Evaluation'. */
export function SellForm({ state }: { state: SellFormState }) {
  const { form, photos, phase, imageError, submitError, notice, hasWork, addPhotos, removePhoto, cancelUpload, onSubmit } = state;
  const { errors } = form.formState;
  const busy = phase === 'submitting';
  const done = phase === 'success';
  const uploading = photos.some((photo) => photo.status !== 'ready');
  const outcome = useOutcomeInView(done ? 'success' : (submitError ?? notice));
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Submit your coin or note for evaluation">
      {done && (
        <p ref={outcome} tabIndex={-1} role="status" className={styles.success}>
          <CheckCircle2 aria-hidden="true" size={20} /> {SUCCESS_TEXT}
        </p>
      )}
      {submitError && (
        <p ref={outcome} tabIndex={-1} role="alert" className={styles.failure}>
          {submitError}
        </p>
      )}
      {notice && (
        <p ref={outcome} tabIndex={-1} role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      <fieldset className={styles.fields} disabled={busy || done}>
        <Field label="Your Name" required error={errors.sellerName?.message}>
          <Input autoComplete="name" placeholder="Enter your full name" {...form.register('sellerName')} />
        </Field>
        <Field label="Phone Number" required hint="Format: +91XXXXXXXXXX or 10 digits" error={errors.sellerPhone?.message}>
          <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="+91XXXXXXXXXX" {...form.register('sellerPhone')} />
        </Field>
      </fieldset>
      <ImagePicker photos={photos} error={imageError} disabled={busy || done} onAdd={addPhotos} onRemove={removePhoto} />
      {uploading && <UploadProgressList photos={photos} onCancel={cancelUpload} />}
      <div className={styles.buttons}>
        <CancelButton hasWork={hasWork && !done} />
        <Button type="submit" size="lg" disabled={busy || done || photos.length === 0} aria-busy={busy || undefined}>
          {busy && <Spinner size="sm" label="" />}
          {busy ? 'Submitting...' : 'Submit for Evaluation'}
        </Button>
      </div>
    </form>
  );
}

/**
 * The banners sit above the form, but Submit is at its bottom: on a phone the outcome would appear
 * off-screen, and the success redirect would come before it was read. Each new outcome is scrolled to
 * the middle of the screen (clear of the sticky header) and focused, so screen readers read it too.
 */
function useOutcomeInView(outcome: string | null) {
  const banner = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const element = banner.current;
    if (!outcome || !element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: 'center' });
  }, [outcome]);
  return banner;
}
