/** The labelled parts of a listing description shown as their own sections (spec §2 "Listing detail"). */
export const SECTION_LABELS = [
  'Condition',
  'Authentication',
  'Historical Context',
  'Specifications',
  'Investment Potential',
] as const;

export type SectionLabel = (typeof SECTION_LABELS)[number];

export interface DescriptionSection {
  label: SectionLabel;
  text: string;
}

const LABEL_LINE = new RegExp(`^\\s*(${SECTION_LABELS.join('|')}):[ \\t]*(.*)$`);
const isBlank = (line: string) => line.trim() === '';

/**
 * Finds 'Condition:', 'Authentication:', 'Historical Context:', 'Specifications:' and
 * 'Investment Potential:' at the start of a line; each section runs to the next blank line (or to the
 * next labelled line, so two labels written on consecutive lines stay two sections). Sections come back
 * in label order; a label that is missing or has no text is left out, and the first of a repeated one wins.
 */
export function descriptionSections(description: string | null | undefined): DescriptionSection[] {
  const lines = (description ?? '').split(/\r?\n/);
  const found = new Map<SectionLabel, string>();
  for (let i = 0; i < lines.length; i++) {
    const match = LABEL_LINE.exec(lines[i]!);
    if (!match) continue;
    const label = match[1] as SectionLabel;
    const body = [match[2]!];
    while (i + 1 < lines.length && !isBlank(lines[i + 1]!) && !LABEL_LINE.test(lines[i + 1]!)) body.push(lines[++i]!);
    const text = body
      .map((line) => line.trim())
      .join('\n')
      .trim();
    if (text && !found.has(label)) found.set(label, text);
  }
  return SECTION_LABELS.filter((label) => found.has(label)).map((label) => ({ label, text: found.get(label)! }));
}
