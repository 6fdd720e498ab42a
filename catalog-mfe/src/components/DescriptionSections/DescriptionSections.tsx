import { descriptionSections } from '../../model/sections';
import { secondFrame } from '@sikka/shared/federation';
import styles from './DescriptionSections.module.css';

/** The full description, and beside it its labelled parts as sections of their own (spec §2). */
export function DescriptionSections({ description }: { description: string }) {
  const sections = descriptionSections(description);
  return (
    <div className={styles.layout} {...secondFrame}>
      <section className={styles.description} aria-labelledby="listing-description">
        <h2 id="listing-description" className={styles.heading}>
          Description
        </h2>
        <p className={styles.text}>{description}</p>
      </section>
      {sections.length > 0 && (
        <section className={styles.sections} aria-labelledby="listing-details">
          <h2 id="listing-details" className={styles.heading}>
            Details
          </h2>
          {sections.map((section) => (
            <section key={section.label} className={styles.section} aria-label={section.label}>
              <h3 className={styles.label}>{section.label}</h3>
              <p className={styles.text}>{section.text}</p>
            </section>
          ))}
        </section>
      )}
    </div>
  );
}
