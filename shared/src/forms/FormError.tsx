import styles from './FormError.module.css';

/**
 * What refused a form or an action, in words (react-hook-form's root error, useAction's failure), read
 * out as it appears (role="alert"); nothing when there is none. `className` for a screen's own look.
 */
export function FormError({ message, className }: { message: string | null | undefined; className?: string }) {
  return message ? (
    <p role="alert" className={className ?? styles.error}>
      {message}
    </p>
  ) : null;
}
