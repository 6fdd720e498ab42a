import { useState } from 'react';
import { Button } from '@sikka/shared/ui';
import styles from './PaymentStep.module.css';

export interface CopyButtonProps {
  /** What is copied. */
  value: string;
  /** What it is, for the button's name: 'Copy account number'. */
  what: string;
}

/**
 * Copies one bank detail so the buyer pastes it into their bank's app instead of typing it. Where the
 * page may not write the clipboard (an embedded or insecure page), it says to copy by hand.
 */
export function CopyButton({ value, what }: CopyButtonProps) {
  const [said, setSaid] = useState('');
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setSaid('Copied');
    } catch {
      setSaid('Select and copy it');
    }
  }
  return (
    <>
      <Button type="button" variant="secondary" size="sm" aria-label={`Copy ${what}`} onClick={() => void copy()}>
        {said === 'Copied' ? 'Copied' : 'Copy'}
      </Button>
      <span role="status" className={styles.srOnly}>
        {said && `${what}: ${said.toLowerCase()}`}
      </span>
    </>
  );
}
