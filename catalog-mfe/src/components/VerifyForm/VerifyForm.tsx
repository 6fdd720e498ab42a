import { Button, Input } from '@sikka/shared/ui';
import styles from './VerifyForm.module.css';

/**
 * Look a code up by hand. A plain GET form to /verify?code=…, so it works without JavaScript once the page
 * is rendered on the server; with JavaScript the page turns the query into /verify/{code}.
 */
/** A look-up with no code in it (only spaces or dashes): the form says what it needs. */
export const CODE_MISSING = 'Please enter the code printed on your certificate';

export function VerifyForm({ defaultCode = '', error }: { defaultCode?: string; error?: string }) {
  return (
    <form className={styles.form} action="/verify" method="get" aria-label="Verify a certificate">
      <label htmlFor="verify-code" className={styles.label}>
        Certificate code
      </label>
      <div className={styles.row}>
        <Input
          id="verify-code"
          name="code"
          defaultValue={defaultCode}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          aria-describedby={error ? 'verify-code-hint verify-code-error' : 'verify-code-hint'}
          aria-invalid={error ? true : undefined}
          required
        />
        <Button type="submit">Verify</Button>
      </div>
      <p id="verify-code-hint" className={styles.hint}>
        The 10 letters and digits printed on the certificate, beside its QR code.
      </p>
      {error && (
        <p id="verify-code-error" role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </form>
  );
}
