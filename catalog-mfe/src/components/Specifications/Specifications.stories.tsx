import type { ComponentProps, ComponentType } from 'react';
import { Specifications } from './Specifications';

type Props = ComponentProps<typeof Specifications>;

// Typed by hand: the catalog does not depend on Storybook; shared/.storybook picks these stories up.
export default {
  title: 'Catalog/Specifications',
  component: Specifications,
  decorators: [
    (Story: ComponentType) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
};

const coin: Props['facts'] = [
  { label: 'Issuer', text: 'East India Company', value: 'East India Company' },
  { label: 'Ruler', text: 'William IV', value: 'William IV' },
  { label: 'Period', text: 'East India Company', value: 'East India Company' },
  { label: 'Denomination', text: 'Rupee', value: 'Rupee' },
  { label: 'Year', text: '1835', value: 1835 },
  { label: 'Mint', text: 'Calcutta', value: 'Calcutta' },
  { label: 'Metal', text: 'Silver, 0.917 fine', value: 'Silver, 0.917 fine' },
  { label: 'Weight', text: '11.40 g', value: 11.4, unitCode: 'GRM' },
  { label: 'Diameter', text: '30.5 mm', value: 30.5, unitCode: 'MMT' },
  { label: 'Shape', text: 'Round', value: 'Round' },
  { label: 'Catalogue number', text: 'KM# 450', value: 'KM# 450' },
  { label: 'Grade', text: 'Extremely Fine (XF), Sheldon 45', value: 'Extremely Fine (XF), Sheldon 45' },
  { label: 'Certified by', text: 'NGC, certificate 4821337-004', value: 'NGC, certificate 4821337-004' },
];

const comparison: Props['comparison'] = {
  reference: 'KM# 450',
  title: 'East India Company rupee, William IV',
  tolerancePercent: 3,
  measures: [
    { measure: 'Weight', measured: '11.40 g', standard: '11.66 g', deviation: '−2.2 %', withinTolerance: true },
    { measure: 'Diameter', measured: '30.5 mm', standard: '30.5 mm', deviation: '+0.0 %', withinTolerance: true },
  ],
};

/** A coin with its facts and its weight and diameter against the catalogue type's standard. */
export const CoinMeasuredAgainstItsType = { args: { facts: coin, comparison } };
/** A weight outside the type's tolerance is said so, in red. */
export const OutsideTolerance = {
  args: {
    facts: coin,
    comparison: {
      ...comparison,
      measures: [{ measure: 'Weight', measured: '12.40 g', standard: '11.66 g', deviation: '+6.3 %', withinTolerance: false }],
    },
  },
};
/** A note: its signatory, serial and flags; no type to be measured against. */
export const Note = {
  args: {
    facts: [
      { label: 'Issuer', text: 'Republic of India', value: 'Republic of India' },
      { label: 'Signed by', text: 'H. M. Patel', value: 'H. M. Patel' },
      { label: 'Denomination', text: 'One rupee', value: 'One rupee' },
      { label: 'Year', text: '1957', value: 1957 },
      { label: 'Metal', text: 'Paper', value: 'Paper' },
      { label: 'Serial number', text: '5AB 777777', value: '5AB 777777' },
      { label: 'Star (replacement) note', text: 'Yes', value: 'Yes' },
      { label: 'Fancy number', text: 'Yes', value: 'Yes' },
    ],
    comparison: null,
  },
};
/** Nothing filled: no section at all. */
export const NoFacts = { args: { facts: [], comparison: null } };
