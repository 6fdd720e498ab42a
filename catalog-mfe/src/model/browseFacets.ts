import {
  COLLECTIBLE_TYPES,
  GRADE_BANDS,
  METALS,
  PERIODS,
  YEAR_AD_MIN,
  type CollectibleType,
  type GradeBand,
  type Metal,
  type Period,
} from '@sikka/shared/domain/collectibles';

/**
 * The catalogue facets of the browse view (issue 32): period, metal, type and grade band (one value
 * each) and a year range, beside category and price. Each lives in the URL under its own key; the
 * values are the database's controlled lists, so a URL can only ask for what the database can hold.
 */
export interface FacetChoice {
  period: Period | null;
  metal: Metal | null;
  kind: CollectibleType | null;
  gradeBand: GradeBand | null;
  yearFrom: number | null;
  yearTo: number | null;
}

export const NO_FACETS: FacetChoice = { period: null, metal: null, kind: null, gradeBand: null, yearFrom: null, yearTo: null };

/** The facets with a list of values, in the order the panel shows them. */
export const LIST_FACETS = ['period', 'metal', 'kind', 'gradeBand'] as const;
export type ListFacet = (typeof LIST_FACETS)[number];
/** What the URL can drop with a notice: a list facet, or the year range as one. */
export type DroppableFacet = ListFacet | 'years';

/** URL keys: short, as the others (q, category, min, max). */
const FACET_PARAMS = {
  period: 'period',
  metal: 'metal',
  kind: 'type',
  gradeBand: 'grade',
  yearFrom: 'year_from',
  yearTo: 'year_to',
} as const;

/** Each facet's values in display order (history's order for periods, the scale's for grades). */
export const FACET_VALUES: { readonly [F in ListFacet]: readonly NonNullable<FacetChoice[F]>[] } = {
  period: PERIODS,
  metal: METALS,
  kind: COLLECTIBLE_TYPES,
  gradeBand: GRADE_BANDS,
};

export const FACET_TITLES: Readonly<Record<ListFacet, string>> = {
  period: 'Period',
  metal: 'Metal',
  kind: 'Type',
  gradeBand: 'Grade',
};

const KIND_LABELS: Readonly<Record<CollectibleType, string>> = { coin: 'Coins', note: 'Notes' };
/** The bands as collectors write the grades in them. */
const GRADE_BAND_LABELS: Readonly<Record<GradeBand, string>> = {
  low: 'Poor to VG',
  fine: 'Fine & VF',
  extra_fine: 'XF & AU',
  uncirculated: 'UNC & Proof',
};

export function facetValueLabel(facet: ListFacet, value: string): string {
  if (facet === 'kind') return KIND_LABELS[value as CollectibleType] ?? value;
  if (facet === 'gradeBand') return GRADE_BAND_LABELS[value as GradeBand] ?? value;
  if (facet === 'metal') return value.charAt(0).toUpperCase() + value.slice(1);
  return value;
}

/** What a dropped facet's notice says, as the category filter says 'We could not find that collection…'. */
export const DROPPED_FACET_NOTICES: Readonly<Record<DroppableFacet, string>> = {
  period: 'We could not find that period, so all periods are shown.',
  metal: 'We could not find that metal, so all metals are shown.',
  kind: 'We could not find that type, so coins and notes are shown.',
  gradeBand: 'We could not find that grade, so all grades are shown.',
  years: 'We could not read that year range, so all years are shown.',
};

/**
 * A year AD as the database takes it: a whole number from 600 BCE (-600) to this year, never 0 (there
 * is no year 0). Anything else is no bound.
 */
export function parseYear(raw: string | null | undefined, thisYear = new Date().getFullYear()): number | null {
  const text = raw?.trim() ?? '';
  if (!/^-?\d{1,4}$/.test(text)) return null;
  const year = Number(text);
  return year !== 0 && year >= YEAR_AD_MIN && year <= thisYear ? year : null;
}

const pick = <T extends string>(values: readonly T[], raw: string | null): T | null =>
  raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : null;

/** The facets a URL asks for, with only valid values kept (an inverted year range is no range). */
export function readFacets(params: URLSearchParams): FacetChoice {
  let yearFrom = parseYear(params.get(FACET_PARAMS.yearFrom));
  let yearTo = parseYear(params.get(FACET_PARAMS.yearTo));
  if (yearFrom !== null && yearTo !== null && yearFrom > yearTo) {
    yearFrom = null;
    yearTo = null;
  }
  return {
    period: pick(PERIODS, params.get(FACET_PARAMS.period)),
    metal: pick(METALS, params.get(FACET_PARAMS.metal)),
    kind: pick(COLLECTIBLE_TYPES, params.get(FACET_PARAMS.kind)),
    gradeBand: pick(GRADE_BANDS, params.get(FACET_PARAMS.gradeBand)),
    yearFrom,
    yearTo,
  };
}

/** The facets the URL names but which mean nothing there (they are dropped, and the page says so). */
export function droppedFacets(params: URLSearchParams): DroppableFacet[] {
  const kept = readFacets(params);
  const asked = (key: string) => (params.get(key)?.trim() ?? '') !== '';
  const dropped: DroppableFacet[] = LIST_FACETS.filter((facet) => asked(FACET_PARAMS[facet]) && kept[facet] === null);
  const yearsAsked = asked(FACET_PARAMS.yearFrom) || asked(FACET_PARAMS.yearTo);
  const yearsLost =
    (asked(FACET_PARAMS.yearFrom) && kept.yearFrom === null) || (asked(FACET_PARAMS.yearTo) && kept.yearTo === null);
  if (yearsAsked && yearsLost) dropped.push('years');
  return dropped;
}

/** Writes the chosen facets into `params` (defaults left out). */
export function writeFacets(facets: FacetChoice, params: URLSearchParams): void {
  for (const key of Object.values(FACET_PARAMS)) params.delete(key);
  for (const facet of LIST_FACETS) {
    const value = facets[facet];
    if (value !== null) params.set(FACET_PARAMS[facet], value);
  }
  if (facets.yearFrom !== null) params.set(FACET_PARAMS.yearFrom, String(facets.yearFrom));
  if (facets.yearTo !== null) params.set(FACET_PARAMS.yearTo, String(facets.yearTo));
}

/** How many facets are chosen (the year range counts once): the phone's 'More filters' button shows it. */
export function chosenFacetCount(facets: FacetChoice): number {
  return (
    LIST_FACETS.filter((facet) => facets[facet] !== null).length + (facets.yearFrom !== null || facets.yearTo !== null ? 1 : 0)
  );
}
