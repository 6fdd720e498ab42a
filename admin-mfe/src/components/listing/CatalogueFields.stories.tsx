import { emptyCatalogue } from '../../model/catalogueForm';
import { CatalogueFields } from './CatalogueFields';

const referenceTypes = [
  { id: 'km525', system: 'KM', number: '525', title: 'Rupee, George VI', standard_weight_g: 11.66, tolerance_percent: 3 },
  { id: 'p75', system: 'Pick', number: '75a', title: 'Ten Rupees, Deer', standard_weight_g: null, tolerance_percent: 3 },
];
const filled = {
  ...emptyCatalogue(),
  type: 'coin' as const,
  issuer: 'British India',
  ruler: 'George VI',
  period: 'British India',
  denomination: 'Rupee',
  year_ad: '1940',
  mint: 'Bombay',
  mint_mark: '◆',
  metal: 'silver',
  fineness: '0.5',
  weight_g: '11.60',
  diameter_mm: '30.5',
  shape: 'round',
  references: 'KM# 525',
  reference_type_id: 'km525',
  grade: 'VF',
};
const base = { errors: {}, onField: () => {}, referenceTypes, tolerance: null, disabled: false };

// Typed by hand: admin-mfe does not depend on Storybook; shared/.storybook picks these stories up.
export default { title: 'Admin/CatalogueFields', component: CatalogueFields };

export const Empty = { args: { ...base, values: { ...emptyCatalogue(), type: 'coin' } } };
export const Filled = { args: { ...base, values: filled } };
/** The measured weight is 6.3 % over KM# 525's standard: the reason is asked for. */
export const OutsideTolerance = {
  args: {
    ...base,
    values: { ...filled, weight_g: '12.40' },
    tolerance: { text: '12.40 g is +6.3 % from the standard 11.66 g of KM# 525 (tolerance 3 %). Save only with a reason.' },
    errors: { tolerance_reason: 'Please give a reason for the weight difference' },
  },
};
/** A note: prefix, serial, inset letter and the star and fancy-number flags. */
export const Note = {
  args: {
    ...base,
    values: {
      ...emptyCatalogue(),
      type: 'note',
      period: 'Republic of India',
      note_prefix: '7AB',
      note_serial: '123456',
      is_star_note: 'yes',
    },
  },
};
/** Refused values keep what was typed, each with the database's text. */
export const Refused = {
  args: {
    ...base,
    values: { ...filled, weight_g: '-1', sheldon_grade: '71', year_ad: '3000' },
    errors: {
      weight_g: 'Weight must be a positive number of grams',
      sheldon_grade: 'Sheldon grade must be a whole number from 1 to 70',
      year_ad: 'Year must be a year AD between 600 BCE (-600) and this year',
    },
  },
};
