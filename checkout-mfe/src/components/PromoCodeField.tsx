import { type KeyboardEvent, useEffect, useRef } from 'react';
import { Button, Field, Input } from '@sikka/shared/ui';
import type { usePromo } from '../model/usePromo';
import styles from './PromoCodeField.module.css';

type Promo = ReturnType<typeof usePromo>;

/** Promo code entry (spec §2): upper-cased input, Apply disabled while empty or checking, removable. */
export function PromoCodeField({ promo }: { promo: Promo }) {
  const { input, checking, applied, feedback } = promo;
  const code = useRef<HTMLInputElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  // Apply is disabled while it checks, and each outcome replaces what was clicked: the focus would fall to
  // the page. It stays in the box instead: on Remove once a code applies, on the code after a refusal or a removal.
  const keepFocus = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once each outcome (a refusal's feedback too) is drawn
  useEffect(() => {
    if (!keepFocus.current || checking) return;
    keepFocus.current = false;
    (applied ? removeButton : code).current?.focus();
  }, [applied, checking, feedback]);
  const apply = () => {
    keepFocus.current = true;
    void promo.apply();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter applies the code instead of submitting the delivery form around it.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };
  return (
    <div className={styles.promo}>
      {applied ? (
        <div className={styles.applied}>
          <span>
            <strong>{applied.promo_code}</strong> · {applied.discount_percent}% off
          </span>
          <Button
            ref={removeButton}
            variant="ghost"
            size="sm"
            onClick={() => {
              keepFocus.current = true;
              promo.remove();
            }}
            aria-label={`Remove promo code ${applied.promo_code}`}
          >
            Remove
          </Button>
        </div>
      ) : (
        <div className={styles.entry}>
          <Field label="Promo code" error={feedback?.tone === 'error' ? feedback.text : undefined} className={styles.field}>
            <Input
              ref={code}
              value={input}
              onChange={(event) => promo.setInput(event.target.value)}
              onKeyDown={onKeyDown}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
            />
          </Field>
          <Button variant="secondary" onClick={apply} disabled={!input.trim() || checking} aria-busy={checking || undefined}>
            {checking ? 'Checking...' : 'Apply'}
          </Button>
        </div>
      )}
      <p role="status" className={styles.success}>
        {feedback?.tone === 'success' ? feedback.text : ''}
      </p>
    </div>
  );
}
