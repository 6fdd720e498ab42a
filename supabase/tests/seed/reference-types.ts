// Reference types of the demo listings (issue 32): the Krause (KM) and Pick catalogue types with their standard
// figures, from the public catalogue entries. A listing of one of these types points at it (fields.ts names
// the reference); tolerance is the default 3 %.

export interface SeedReferenceType {
  reference: `${'KM' | 'Pick'} ${string}`;
  title: string;
  metal: string;
  weightG: number | null;
  diameterMm: number | null;
  years: [number, number];
}

export const referenceTypes: SeedReferenceType[] = [
  {
    reference: 'KM 450',
    title: 'East India Company rupee, William IV',
    metal: 'silver',
    weightG: 11.66,
    diameterMm: 30.5,
    years: [1835, 1835],
  },
  {
    reference: 'KM 452',
    title: 'East India Company mohur, William IV',
    metal: 'gold',
    weightG: 11.66,
    diameterMm: 26,
    years: [1835, 1835],
  },
  {
    reference: 'KM 458',
    title: 'East India Company rupee, Victoria (divided legend)',
    metal: 'silver',
    weightG: 11.66,
    diameterMm: 30.5,
    years: [1840, 1840],
  },
  {
    reference: 'KM 467',
    title: 'British India half anna, Victoria Queen',
    metal: 'copper',
    weightG: 12.96,
    diameterMm: 31,
    years: [1862, 1876],
  },
  {
    reference: 'KM 473',
    title: 'British India rupee, Victoria Queen',
    metal: 'silver',
    weightG: 11.66,
    diameterMm: 30.5,
    years: [1862, 1876],
  },
  {
    reference: 'KM 492',
    title: 'British India rupee, Victoria Empress',
    metal: 'silver',
    weightG: 11.66,
    diameterMm: 30.5,
    years: [1877, 1901],
  },
  {
    reference: 'KM 523',
    title: 'British India rupee, George V ("pig" elephant)',
    metal: 'silver',
    weightG: 11.66,
    diameterMm: 30.5,
    years: [1911, 1911],
  },
  {
    reference: 'KM 524',
    title: 'British India rupee, George V',
    metal: 'silver',
    weightG: 11.66,
    diameterMm: 30.5,
    years: [1912, 1936],
  },
  {
    reference: 'KM 525',
    title: 'Sovereign, George V, Bombay mint (I)',
    metal: 'gold',
    weightG: 7.99,
    diameterMm: 22,
    years: [1918, 1918],
  },
  {
    reference: 'KM 555',
    title: 'British India rupee, George VI (first head)',
    metal: 'silver',
    weightG: 11.66,
    diameterMm: 30.5,
    years: [1938, 1939],
  },
  {
    reference: 'KM 559',
    title: 'British India nickel rupee, George VI',
    metal: 'nickel',
    weightG: 10,
    diameterMm: 28,
    years: [1947, 1947],
  },
  {
    reference: 'KM 6.1',
    title: 'Republic of India half rupee, anna series',
    metal: 'nickel',
    weightG: 5.83,
    diameterMm: 24,
    years: [1950, 1956],
  },
  {
    reference: 'KM 7.1',
    title: 'Republic of India rupee, anna series',
    metal: 'nickel',
    weightG: 11.66,
    diameterMm: 28,
    years: [1950, 1954],
  },
  {
    reference: 'KM 8',
    title: 'Republic of India one naya paisa',
    metal: 'bronze',
    weightG: 1.5,
    diameterMm: 16,
    years: [1957, 1962],
  },
  {
    reference: 'KM 10.1',
    title: 'Republic of India one paisa (square)',
    metal: 'aluminium',
    weightG: 0.75,
    diameterMm: 17,
    years: [1965, 1981],
  },
  {
    reference: 'KM 75.1',
    title: 'Republic of India rupee, nickel',
    metal: 'nickel',
    weightG: 10,
    diameterMm: 28,
    years: [1962, 1974],
  },
  {
    reference: 'KM 76',
    title: 'Republic of India rupee, Jawaharlal Nehru',
    metal: 'nickel',
    weightG: 10,
    diameterMm: 28,
    years: [1964, 1964],
  },
  {
    reference: 'Pick 1',
    title: 'Government of India one rupee, George V',
    metal: 'paper',
    weightG: null,
    diameterMm: null,
    years: [1917, 1917],
  },
];
