/**
 * Spec §3 "AI analysis result" and §5 "AI reply parsing": the model's labelled plain-text reply becomes
 * the result the forms fill in. Pure (no I/O), so the function and the unit tests share it.
 */

export type CollectibleKind = 'coin' | 'note';

export interface AnalysisResult {
  type: CollectibleKind;
  name: string;
  /** The composed description (the model's text, then headed sections). */
  description: string;
  condition: string;
  authenticity: string;
  historicalContext: string;
  specifications: string;
  investmentPotential: string;
  hashtags: string[];
  /** Whole rupees; missing when the reply names no price. */
  suggestedPrice?: number;
  /** The catalogue facts the reply named (issue 32), as written; missing when it named none. */
  catalogue?: CatalogueSuggestion;
}

/**
 * The extra labelled sections asked after the spec's ones (issue 32), each the listing form's field it
 * fills. The form reads each value by its field's rule (@sikka/shared/domain/collectibles) and fills
 * only fields still empty, so this only finds the text.
 */
const CATALOGUE_LABELS = [
  [/^(issuer|country|issuer or country)$/, 'issuer'],
  [/^(ruler|authority|ruler or authority|signatory)$/, 'ruler'],
  [/^(period|dynasty|period or dynasty)$/, 'period'],
  [/^denomination$/, 'denomination'],
  [/^year( ad)?$/, 'year_ad'],
  [/^year as written$/, 'year_written'],
  [/^mint$/, 'mint'],
  [/^mint ?mark$/, 'mint_mark'],
  [/^metal$/, 'metal'],
  [/^fineness$/, 'fineness'],
  [/^weight( \(?(g|grams)\)?)?$/, 'weight_g'],
  [/^diameter( \(?mm\)?)?$/, 'diameter_mm'],
  [/^shape$/, 'shape'],
  [/^catalogue (references?|numbers?)$/, 'references'],
  [/^grade$/, 'grade'],
] as const;
export type CatalogueKey = (typeof CATALOGUE_LABELS)[number][1];
export type CatalogueSuggestion = Partial<Record<CatalogueKey, string>>;
/** What a model writes for a fact it cannot see; such a section suggests nothing. */
const NOT_KNOWN = /^(unknown|not known|not visible|not applicable|n\/?a|none|-+|—)\.?$/i;

/** A failure the caller reports as 'Image analysis failed: {message}' (spec §8 "AI (helper)"). */
export class AnalysisError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'AnalysisError';
  }
}

export const UNKNOWN_NAME = 'Unknown Collectible';

type SectionKey =
  | CatalogueKey
  | 'type'
  | 'name'
  | 'description'
  | 'condition'
  | 'authentication'
  | 'historicalContext'
  | 'specifications'
  | 'investmentPotential'
  | 'price'
  | 'hashtags';

/** The labels the prompt asks for, plus the near-misses models write instead. */
const LABELS: ReadonlyArray<[RegExp, SectionKey]> = [
  [/^type$/, 'type'],
  [/^(name|title)$/, 'name'],
  [/^description$/, 'description'],
  [/^condition$/, 'condition'],
  [/^authentic(ation|ity)( details)?$/, 'authentication'],
  [/^historical (context|significance)$/, 'historicalContext'],
  [/^(technical )?specifications$/, 'specifications'],
  [/^investment (potential|value)$/, 'investmentPotential'],
  [/^(price suggestion|suggested price|price)( \(?inr\)?)?$/, 'price'],
  [/^(hashtags|tags|categories)$/, 'hashtags'],
];

// A label at the start of a line, after an optional list marker ("-", "•", "1."), then a colon.
const LABEL_LINE = /^\s*(?:[-•]\s+|\d+[.)]\s+)?([A-Za-z][A-Za-z ()]*?)\s*:\s*(.*)$/;

/** Spec §5: markdown characters (*, #, backtick) and square brackets are stripped. */
export function stripMarkdown(text: string): string {
  return text.replace(/[*#`[\]]/g, '');
}

/**
 * The section a label starts. The catalogue labels count only after the price or the hashtags (the
 * spec's last sections), so 'Weight: 11.6 g' inside Specifications stays part of it.
 */
function sectionKey(label: string, pastSpec: boolean): SectionKey | null {
  const normal = label.trim().toLowerCase().replace(/\s+/g, ' ');
  const spec = LABELS.find(([pattern]) => pattern.test(normal))?.[1];
  if (spec) return spec;
  return pastSpec ? (CATALOGUE_LABELS.find(([pattern]) => pattern.test(normal))?.[1] ?? null) : null;
}

/** Each labelled section's text (lines up to the next label), trimmed; the first of a repeated label wins. */
export function replySections(reply: string): Partial<Record<SectionKey, string>> {
  const sections: Partial<Record<SectionKey, string[]>> = {};
  let current: string[] | null = null;
  let pastSpec = false;
  for (const line of stripMarkdown(reply).split(/\r?\n/)) {
    const match = LABEL_LINE.exec(line);
    const key = match ? sectionKey(match[1]!, pastSpec) : null;
    if (key === 'price' || key === 'hashtags') pastSpec = true;
    if (key) {
      current = sections[key] ? [] : (sections[key] = []);
      current.push(match![2]!);
    } else if (current) {
      current.push(line);
    }
  }
  const texts: Partial<Record<SectionKey, string>> = {};
  for (const [key, lines] of Object.entries(sections) as [SectionKey, string[]][]) {
    const text = lines
      .map((line) => line.trim())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    if (text) texts[key] = text;
  }
  return texts;
}

/**
 * Spec §5: the price is the digits of the suggestion. A range ('₹1,20,000 - ₹1,50,000') would run its
 * two amounts together, so the first amount is read (Indian or Western grouping, paise dropped).
 */
export function parsePrice(text: string | undefined): number | undefined {
  const amount = /\d[\d,]*(?:\.\d+)?/.exec(text ?? '')?.[0];
  if (!amount) return undefined;
  const rupees = Number(amount.split('.')[0]!.replace(/\D/g, ''));
  return Number.isSafeInteger(rupees) && rupees <= 2_147_483_647 ? rupees : undefined;
}

/** Spec §5: split on whitespace and commas, leading '#' removed, empties dropped. */
export function parseHashtags(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[\s,]+/)
    .map((tag) => tag.replace(/^#+/, '').trim())
    .filter(Boolean);
}

/** Spec §5: Type is required and, trimmed and lower-cased, exactly 'coin' or 'note'. */
export function parseType(text: string | undefined): CollectibleKind {
  if (text === undefined) throw new AnalysisError('Type field is missing from the analysis', 502);
  const kind = text.split('\n')[0]!.trim();
  const normal = kind.toLowerCase();
  if (normal === 'coin' || normal === 'note') return normal;
  throw new AnalysisError(`Invalid type "${kind}". Must be exactly "coin" or "note"`, 502);
}

/**
 * Spec §3: the model's description, then headed sections in this order, each left out when empty.
 * 'Condition:' starting a line is also what the listing page shows as its own section.
 */
export function composeDescription(parts: {
  description: string;
  condition: string;
  authenticity: string;
  historicalContext: string;
  specifications: string;
  investmentPotential: string;
  hashtags: readonly string[];
}): string {
  const sections: Array<[string, string]> = [
    ['Condition', parts.condition],
    ['Authentication Details', parts.authenticity],
    ['Historical Significance', parts.historicalContext],
    ['Technical Specifications', parts.specifications],
    ['Investment Value', parts.investmentPotential],
    ['Categories', parts.hashtags.map((tag) => `#${tag}`).join(' ')],
  ];
  const blocks = [parts.description.trim()];
  for (const [heading, text] of sections) if (text.trim()) blocks.push(`${heading}:\n${text.trim()}`);
  return blocks.filter(Boolean).join('\n\n');
}

/** The first choice's content of a reply, parsed (spec §5) and composed (spec §3). */
export function parseAnalysisReply(reply: string | null | undefined): AnalysisResult {
  if (!reply?.trim()) throw new AnalysisError('No analysis received from API', 502);
  const sections = replySections(reply);
  const type = parseType(sections.type);
  const parts = {
    description: sections.description ?? '',
    condition: sections.condition ?? '',
    authenticity: sections.authentication ?? '',
    historicalContext: sections.historicalContext ?? '',
    specifications: sections.specifications ?? '',
    investmentPotential: sections.investmentPotential ?? '',
    hashtags: parseHashtags(sections.hashtags),
  };
  const result: AnalysisResult = {
    type,
    name: sections.name?.split('\n')[0]?.trim() || UNKNOWN_NAME,
    ...parts,
    description: composeDescription(parts),
  };
  const suggestedPrice = parsePrice(sections.price);
  if (suggestedPrice !== undefined) result.suggestedPrice = suggestedPrice;
  const catalogue = catalogueSuggestion(sections);
  if (catalogue) result.catalogue = catalogue;
  return result;
}

/** The catalogue sections' first lines, without what a model writes for 'cannot tell'; null for none. */
export function catalogueSuggestion(sections: Partial<Record<SectionKey, string>>): CatalogueSuggestion | null {
  const suggestion: CatalogueSuggestion = {};
  for (const [, key] of CATALOGUE_LABELS) {
    const value = sections[key]?.split('\n')[0]?.trim();
    if (value && !NOT_KNOWN.test(value)) suggestion[key] = value;
  }
  return Object.keys(suggestion).length ? suggestion : null;
}
