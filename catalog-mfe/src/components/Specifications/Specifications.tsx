import { cx } from '@sikka/shared/ui';
import type { CatalogueFact } from '../../model/specifications';
import type { StandardComparison } from '../../model/standard';
import styles from './Specifications.module.css';

/**
 * The listing's 'Specifications' (issue 32): its filled catalogue facts as a table and, where it points
 * to a catalogue type, its measured weight and diameter beside that type's standard and tolerance.
 * Nothing at all when no fact is filled.
 */
export function Specifications({ facts, comparison }: { facts: CatalogueFact[]; comparison: StandardComparison | null }) {
  if (facts.length === 0 && !comparison) return null;
  return (
    <section className={styles.specifications} aria-labelledby="listing-specifications">
      <h2 id="listing-specifications" className={styles.heading}>
        Specifications
      </h2>
      {facts.length > 0 && (
        <table className={cx(styles.table, styles.facts)} aria-labelledby="listing-specifications">
          <tbody>
            {facts.map((fact) => (
              <tr key={fact.label}>
                <th scope="row">{fact.label}</th>
                <td>{fact.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {comparison && <MeasuredAgainstStandard comparison={comparison} />}
    </section>
  );
}

function MeasuredAgainstStandard({ comparison }: { comparison: StandardComparison }) {
  return (
    <table className={cx(styles.table, styles.measures)}>
      <caption className={styles.caption}>
        Measured against {comparison.reference}, {comparison.title} (tolerance ± {comparison.tolerancePercent} %)
      </caption>
      <thead>
        <tr>
          <td />
          <th scope="col">Measured</th>
          <th scope="col">Standard</th>
          <th scope="col">Difference</th>
        </tr>
      </thead>
      <tbody>
        {comparison.measures.map((line) => (
          <tr key={line.measure} data-testid={`standard-${line.measure.toLowerCase()}`}>
            <th scope="row">{line.measure}</th>
            <td>{line.measured}</td>
            <td>{line.standard}</td>
            <td className={line.withinTolerance ? styles.within : styles.outside}>
              {line.deviation}, {line.withinTolerance ? 'within tolerance' : 'outside tolerance'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
