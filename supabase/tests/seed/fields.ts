import type { SeedListing } from './model.ts';

// The demo listings' catalogue facts (issue 32). The measured figures, metal, fineness and grade are read from
// the listing's own prose fields (one source: the description says the same); the rest is written per piece
// below. Catalogue numbers are given only where the standard Krause (KM) / Pick number of the type is well
// known; a piece without one (most hammered and princely coins) simply has no reference.

type Period =
  | 'Ancient'
  | 'Indo-Greek'
  | 'Kushan'
  | 'Satavahana'
  | 'Western Kshatrapa'
  | 'Gupta'
  | 'Early Medieval'
  | 'Vijayanagara'
  | 'Mughal'
  | 'Princely States'
  | 'East India Company'
  | 'British India'
  | 'Republic of India';

export interface SeedFields {
  period: Period;
  ruler: string | null;
  denomination: string;
  yearAd: number | null;
  yearWritten: string | null;
  mint: string | null;
  mintMark?: string;
  shape: 'round' | 'square' | 'rectangular' | 'irregular';
  /** 'KM 525', 'Pick 1': the system and the number. */
  reference?: `${'KM' | 'Pick'} ${string}`;
  /** Notes only. */
  note?: { prefix?: string; serial?: string; inset?: string; star?: boolean; fancy?: boolean };
  /** When the prose gives no single figure ('under 0.5 g'). */
  weightG?: number;
}

type Row = [Period, string | null, string, number | null, string | null, string | null, Partial<SeedFields>?];
const row = ([period, ruler, denomination, yearAd, yearWritten, mint, more]: Row): SeedFields => ({
  period,
  ruler,
  denomination,
  yearAd,
  yearWritten,
  mint,
  shape: 'round',
  ...more,
});

const rows: Record<string, Row> = {
  'mauryan-silver-punch-marked-karshapana': ['Ancient', null, 'Karshapana', -250, null, 'Magadha', { shape: 'irregular' }],
  'indo-greek-menander-silver-drachm': ['Indo-Greek', 'Menander I', 'Drachm', -150, null, null],
  'kushan-vasudeva-gold-dinar': ['Kushan', 'Vasudeva I', 'Dinar', 200, null, null],
  'gupta-chandragupta-ii-archer-gold-dinar': ['Gupta', 'Chandragupta II', 'Dinar', 400, null, null],
  'satavahana-gautamiputra-lead-coin': ['Satavahana', 'Gautamiputra Satakarni', 'Lead unit', 118, null, 'Pratishthana'],
  'western-kshatrapa-rudrasimha-silver-drachm': ['Western Kshatrapa', 'Rudrasimha I', 'Drachm', 185, null, 'Ujjain'],
  'chola-rajaraja-copper-kasu': ['Early Medieval', 'Rajaraja Chola I', 'Kasu', 1000, null, null],
  'kushan-kanishka-copper-tetradrachm': ['Kushan', 'Kanishka I', 'Tetradrachm', 135, null, 'Peshawar'],
  'vijayanagara-harihara-ii-gold-half-varaha': ['Vijayanagara', 'Harihara II', 'Half varaha', 1390, null, 'Hampi'],
  'akbar-ahmedabad-silver-rupee': ['Mughal', 'Akbar', 'Rupee', 1601, 'Ilahi 46', 'Ahmedabad'],
  'akbar-lahore-square-rupee': ['Mughal', 'Akbar', 'Rupee', 1580, 'AH 988', 'Lahore', { shape: 'square' }],
  'akbar-copper-dam': ['Mughal', 'Akbar', 'Dam', 1577, 'AH 985', 'Delhi'],
  'jahangir-surat-silver-rupee': ['Mughal', 'Jahangir', 'Rupee', 1618, 'AH 1027', 'Surat'],
  'shah-jahan-kalima-silver-rupee': ['Mughal', 'Shah Jahan', 'Rupee', 1635, 'AH 1045', 'Surat'],
  'aurangzeb-alamgir-silver-rupee': ['Mughal', 'Aurangzeb Alamgir', 'Rupee', 1690, 'AH 1101', 'Surat'],
  'aurangzeb-gold-mohur': ['Mughal', 'Aurangzeb Alamgir', 'Mohur', 1679, 'AH 1090', 'Shahjahanabad'],
  'farrukhsiyar-agra-silver-rupee': ['Mughal', 'Farrukhsiyar', 'Rupee', 1716, 'AH 1128', 'Akbarabad'],
  'shah-alam-ii-murshidabad-rupee': ['East India Company', 'Shah Alam II (in name)', 'Rupee', 1793, 'RY 19', 'Calcutta'],
  'muhammad-shah-gold-mohur': ['Mughal', 'Muhammad Shah', 'Mohur', 1729, 'AH 1142', 'Shahjahanabad'],
  'hyderabad-osman-ali-khan-silver-rupee': ['Princely States', 'Mir Osman Ali Khan', 'Rupee', 1924, 'AH 1343', 'Hyderabad'],
  'hyderabad-charminar-one-anna': ['Princely States', 'Mir Osman Ali Khan', 'One anna', 1943, 'AH 1362', 'Hyderabad'],
  'travancore-silver-chuckram': ['Princely States', null, 'Chuckram', 1900, null, 'Thiruvananthapuram', { weightG: 0.37 }],
  'travancore-chitra-tirunal-silver-fanam': ['Princely States', 'Chithira Thirunal', 'Fanam', 1939, null, 'Thiruvananthapuram'],
  'mysore-krishnaraja-wodeyar-20-cash': ['Princely States', 'Krishnaraja Wodeyar III', '20 cash', 1840, null, 'Mysore'],
  'tipu-sultan-elephant-copper-paisa': ['Princely States', 'Tipu Sultan', 'Paisa', 1794, 'AM 1222', 'Patan'],
  'tipu-sultan-gold-pagoda': ['Princely States', 'Tipu Sultan', 'Pagoda', 1791, 'AM 1219', 'Nagar'],
  'jaipur-nazarana-silver-rupee': ['Princely States', 'Madho Singh II', 'Nazarana rupee', 1901, null, 'Sawai Jaipur'],
  'baroda-sayajirao-iii-silver-rupee': ['Princely States', 'Sayajirao Gaekwad III', 'Rupee', 1892, 'VS 1949', 'Baroda'],
  'kutch-khengarji-iii-5-kori': ['Princely States', 'Khengarji III', '5 kori', 1936, 'VS 1992', 'Bhuj'],
  'gwalior-jivaji-rao-quarter-anna': ['Princely States', 'Jivaji Rao Scindia', 'Quarter anna', 1942, 'VS 1999', 'Gwalior'],
  'bikaner-ganga-singh-golden-jubilee-rupee': ['Princely States', 'Ganga Singh', 'Rupee', 1937, null, 'Bikaner'],
  '1835-william-iv-one-rupee': [
    'East India Company',
    'William IV',
    'One rupee',
    1835,
    '1835',
    'Calcutta',
    { reference: 'KM 450' },
  ],
  '1835-william-iv-gold-mohur': ['East India Company', 'William IV', 'Mohur', 1835, '1835', 'Calcutta', { reference: 'KM 452' }],
  '1840-victoria-one-rupee': ['East India Company', 'Victoria', 'One rupee', 1840, '1840', 'Bombay', { reference: 'KM 458' }],
  '1862-victoria-one-rupee': ['British India', 'Victoria', 'One rupee', 1862, '1862', 'Bombay', { reference: 'KM 473' }],
  '1862-victoria-half-anna': ['British India', 'Victoria', 'Half anna', 1862, '1862', 'Calcutta', { reference: 'KM 467' }],
  '1877-victoria-empress-one-rupee': [
    'British India',
    'Victoria',
    'One rupee',
    1877,
    '1877',
    'Calcutta',
    { reference: 'KM 492' },
  ],
  '1911-george-v-pig-rupee': ['British India', 'George V', 'One rupee', 1911, '1911', null, { reference: 'KM 523' }],
  '1918-george-v-bombay-sovereign': [
    'British India',
    'George V',
    'Sovereign',
    1918,
    '1918',
    'Bombay',
    { mintMark: 'I', reference: 'KM 525' },
  ],
  '1919-george-v-one-rupee': ['British India', 'George V', 'One rupee', 1919, '1919', 'Bombay', { reference: 'KM 524' }],
  '1939-george-vi-one-rupee': ['British India', 'George VI', 'One rupee', 1939, '1939', 'Bombay', { reference: 'KM 555' }],
  '1943-george-vi-quarter-anna': ['British India', 'George VI', 'Quarter anna', 1943, '1943', 'Bombay'],
  '1947-george-vi-nickel-rupee': ['British India', 'George VI', 'One rupee', 1947, '1947', 'Bombay', { reference: 'KM 559' }],
  '1950-anna-series-one-rupee': ['Republic of India', null, 'One rupee', 1950, '1950', 'Bombay', { reference: 'KM 7.1' }],
  '1950-anna-series-half-rupee': ['Republic of India', null, 'Half rupee', 1950, '1950', 'Calcutta', { reference: 'KM 6.1' }],
  '1954-one-rupee-nickel': ['Republic of India', null, 'One rupee', 1954, '1954', 'Bombay', { reference: 'KM 7.1' }],
  '1957-one-naya-paisa': ['Republic of India', null, 'One naya paisa', 1957, '1957', 'Calcutta', { reference: 'KM 8' }],
  '1962-one-rupee-nickel': [
    'Republic of India',
    null,
    'One rupee',
    1962,
    '1962',
    'Bombay',
    { mintMark: '◆', reference: 'KM 75.1' },
  ],
  '1965-one-paisa-aluminium': [
    'Republic of India',
    null,
    'One paisa',
    1965,
    '1965',
    'Bombay',
    { mintMark: '◆', shape: 'square', reference: 'KM 10.1' },
  ],
  '1985-one-rupee-steel': ['Republic of India', null, 'One rupee', 1985, '1985', 'Hyderabad', { mintMark: '★' }],
  '1964-nehru-one-rupee-commemorative': ['Republic of India', null, 'One rupee', 1964, '1964', 'Bombay', { reference: 'KM 76' }],
  '1969-gandhi-centenary-10-rupees': ['Republic of India', null, 'Ten rupees', 1969, '1969', 'Bombay', { mintMark: '◆' }],
  '1973-fao-grow-more-food-10-rupees': ['Republic of India', null, 'Ten rupees', 1973, '1973', 'Bombay', { mintMark: '◆' }],
  '1985-indira-gandhi-one-rupee': ['Republic of India', null, 'One rupee', 1985, '1985', 'Bombay', { mintMark: '◆' }],
  '2010-rbi-platinum-jubilee-75-rupees': [
    'Republic of India',
    null,
    'Seventy-five rupees',
    2010,
    '2010',
    'Mumbai',
    { mintMark: '◆' },
  ],
  '1977-fao-food-and-shelter-50-rupees': ['Republic of India', null, 'Fifty rupees', 1977, '1977', 'Bombay', { mintMark: '◆' }],
  'british-india-copper-coin-lot-25': ['British India', null, 'Lot of 25 coins', null, null, null],
  '1975-republic-india-proof-set': ['Republic of India', null, 'Proof set of 8 coins', 1975, '1975', 'Bombay'],
  'princely-states-copper-album-40': ['Princely States', null, 'Album of 40 coins', null, null, null],
  // Notes: the ruler is the signing governor or secretary (the listing's origin).
  '1917-george-v-one-rupee-note': ['British India', 'M.M.S. Gubbay', 'One rupee', 1917, '1917', null, { reference: 'Pick 1' }],
  '1943-george-vi-ten-rupee-note': ['British India', 'C.D. Deshmukh', 'Ten rupees', 1943, null, null],
  '1937-george-vi-thousand-rupee-note': ['British India', 'J.B. Taylor', 'One thousand rupees', 1937, null, null],
  '1949-ashoka-lion-one-rupee-note': ['Republic of India', 'K.R.K. Menon', 'One rupee', 1949, '1949', null],
  'haj-pilgrim-ten-rupee-note': [
    'Republic of India',
    'H.V.R. Iyengar',
    'Ten rupees',
    1959,
    null,
    null,
    { note: { prefix: 'HA', serial: '340127' } },
  ],
  'persian-gulf-ten-rupee-note': [
    'Republic of India',
    'H.V.R. Iyengar',
    'Ten rupees',
    1959,
    null,
    null,
    { note: { prefix: 'Z', serial: '518204' } },
  ],
  '1954-five-thousand-rupee-note': ['Republic of India', 'B. Rama Rau', 'Five thousand rupees', 1954, null, null],
  '1969-gandhi-centenary-two-rupee-note': ['Republic of India', 'L.K. Jha', 'Two rupees', 1969, null, null],
  'hyderabad-state-ten-rupee-note': ['Princely States', null, 'Ten rupees', 1940, null, null],
  '1996-gandhi-series-500-rupee-note': [
    'Republic of India',
    'C. Rangarajan',
    'Five hundred rupees',
    1997,
    null,
    null,
    { note: { prefix: '3AK', serial: '206519' } },
  ],
  'star-series-100-rupee-note': [
    'Republic of India',
    'Y.V. Reddy',
    'One hundred rupees',
    2006,
    '2006',
    null,
    { note: { prefix: '5AB', serial: '104273', inset: 'L', star: true } },
  ],
  'fancy-serial-786-ten-rupee-note': [
    'Republic of India',
    'Raghuram G. Rajan',
    'Ten rupees',
    2015,
    '2015',
    null,
    { note: { prefix: '8NR', serial: '123786', fancy: true } },
  ],
  'republic-india-banknote-lot-50': ['Republic of India', null, 'Lot of 50 notes', null, null, null],
};

/** The catalogue facts of a seed listing; every seed listing has them (a missing one fails gen:seed). */
export function seedFields(listing: SeedListing): SeedFields {
  const found = rows[listing.slug];
  if (!found) throw new Error(`no catalogue fields for seed listing ${listing.slug}`);
  const fields = row(found);
  return listing.type === 'note' ? { ...fields, shape: 'rectangular' } : fields;
}

const METALS: [RegExp, string][] = [
  [/^silver/i, 'silver'],
  [/^gold/i, 'gold'],
  [/^copper-nickel/i, 'cupro-nickel'],
  [/^copper and bronze/i, 'mixed'],
  [/^copper/i, 'copper'],
  [/^bronze/i, 'bronze'],
  [/^lead/i, 'lead'],
  [/^nickel/i, 'nickel'],
  [/^aluminium/i, 'aluminium'],
  [/steel/i, 'steel'],
  [/^mixed/i, 'mixed'],
  [/^paper/i, 'paper'],
];

/** Metal, fineness and the measured figures, as the listing's prose gives them ('Silver (.917)', '11.66 g', '30.5 mm'). */
export function measuredFields(listing: SeedListing, fields: SeedFields) {
  const metal = METALS.find(([pattern]) => pattern.test(listing.material))?.[1];
  if (!metal) throw new Error(`no metal for ${listing.slug}: ${listing.material}`);
  const fineness = /\((\.\d+)\)/.exec(listing.material)?.[1];
  const grams = listing.type === 'coin' ? /^(\d+(?:\.\d+)?) g$/.exec(listing.measure)?.[1] : undefined;
  const millimetres = /^(\d+(?:\.\d+)?) mm$/.exec(listing.diameter ?? '')?.[1];
  return {
    metal,
    fineness: fineness ? Number(`0${fineness}`) : null,
    weightG: grams ? Number(grams) : (fields.weightG ?? null),
    diameterMm: millimetres ? Number(millimetres) : null,
  };
}
