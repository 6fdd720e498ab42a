import { Sparkles, Undo2 } from 'lucide-react';
import styles from './ListingForm.module.css';

/** Marks a field the AI filled (spec §2 create: "fills the form"), with an Undo back to what was there. */
export function AiMark({ field, onUndo, disabled }: { field: string; onUndo(): void; disabled?: boolean }) {
  return (
    <span className={styles.aiMark}>
      <Sparkles aria-hidden="true" size={14} />
      AI suggestion
      <button
        type="button"
        className={styles.undo}
        onClick={onUndo}
        disabled={disabled}
        aria-label={`Undo AI suggestion for ${field}`}
      >
        <Undo2 aria-hidden="true" size={14} /> Undo
      </button>
    </span>
  );
}
