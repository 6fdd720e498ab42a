import { NativeSelect } from '@sikka/shared/ui';
import { CATALOGUE_FILTERS, type CatalogueFilterName } from '../../model/collectibles';
import styles from './CatalogueFilters.module.css';

export interface CatalogueFiltersProps {
  values: Record<CatalogueFilterName, string>;
  onChange(name: CatalogueFilterName, value: string): void;
}

/** Manage Collectibles' catalogue filters (issue 32): period, metal, type and grade band. */
export function CatalogueFilters({ values, onChange }: CatalogueFiltersProps) {
  return (
    <div className={styles.filters}>
      {CATALOGUE_FILTERS.map((filter) => (
        <NativeSelect
          key={filter.name}
          aria-label={filter.label}
          options={[{ value: '', label: filter.all }, ...filter.options]}
          value={values[filter.name]}
          onValueChange={(value) => onChange(filter.name, value)}
        />
      ))}
    </div>
  );
}
