/** Spec §7 "Image analysis": what the chat-completions endpoint is sent. Pure. */

export const MAX_TOKENS = 1000;

// The controlled lists of the catalogue facts (twins of @sikka/shared/domain/collectibles catalogueFields.ts,
// which a deployed function cannot import; supabase/tests/catalogue-analysis.test.ts holds them equal).
export const PERIOD_LIST =
  'Ancient, Indo-Greek, Kushan, Satavahana, Western Kshatrapa, Gupta, Early Medieval, Vijayanagara, Sultanate, Mughal, Maratha, Princely States, East India Company, British India, Republic of India';
export const METAL_LIST =
  'gold, silver, billon, copper, bronze, brass, lead, nickel, cupro-nickel, aluminium, aluminium-bronze, steel, zinc, bimetallic, mixed, paper, polymer';
export const SHAPE_LIST = 'round, square, rectangular, scalloped, polygonal, oval, irregular';
export const GRADE_LIST = 'Poor, FR, AG, G, VG, F, VF, XF, AU, UNC, Proof';

/** The labelled plain-text sections spec §7 asks for; the reply parser reads the same labels. */
export const ANALYSIS_PROMPT = [
  "You are an expert numismatist valuing Indian coins and banknotes for a collectors' shop.",
  'Look at the photo and answer in plain text (no markdown, no tables) with exactly these labelled sections, each on its own line:',
  'Type: coin or note (exactly one of these two words)',
  'Name: a short catalogue-style name (ruler or issuer, denomination, year, mint)',
  'Description: two or three sentences a buyer would want to read',
  'Condition: the grade and visible wear',
  'Authentication: what in the photo supports or questions authenticity',
  'Historical Context: when and why it was issued',
  'Specifications: metal, weight, diameter or size, mint, catalogue numbers where known',
  'Investment Potential: rarity and demand among collectors',
  'Price Suggestion (INR): one amount in rupees, digits only',
  'Hashtags: five to eight hashtags separated by spaces',
  // Issue 32: the catalogue facts, after the spec's sections, each on its own line; 'unknown' when the
  // photo does not show it. The lists are the listing form's (its fields take nothing else).
  'Then these labelled sections, each on its own line; write unknown when the photo does not show it:',
  'Issuer: the issuing state or country (e.g. Mughal Empire, British India, Republic of India)',
  'Ruler: the ruler or authority (for a note, the signing governor)',
  `Period: exactly one of ${PERIOD_LIST}`,
  'Denomination: e.g. Rupee, 1/4 Anna, 10 Rupees',
  'Year AD: the year as a number (negative for BCE)',
  "Year as written: the date as on the piece (e.g. 'AH 1118 / RY 50', 'VS 1920')",
  'Mint: the mint city',
  'Mint Mark: the mark only (e.g. ◆, •, ★), or none',
  `Metal: exactly one of ${METAL_LIST}`,
  'Fineness: a fraction such as 0.917',
  'Weight (g): grams with at most two decimals, digits only',
  'Diameter (mm): millimetres with at most two decimals, digits only',
  `Shape: exactly one of ${SHAPE_LIST}`,
  "Catalogue References: KM, Pick, Prid or Numista numbers, comma-separated (e.g. 'KM# 525, Pick 75a')",
  `Grade: exactly one of ${GRADE_LIST}`,
].join('\n');

export interface ChatPayload {
  model: string;
  max_tokens: number;
  messages: Array<{
    role: 'user';
    content: Array<{ type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } }>;
  }>;
}

/** One user message: the instruction, then the image (a data URL or an address the provider can fetch). */
export function chatPayload(model: string, imageUrl: string): ChatPayload {
  return {
    model,
    max_tokens: MAX_TOKENS,
    messages: [
      {
        role: 'user',
        content: [
          { type: 'text', text: ANALYSIS_PROMPT },
          { type: 'image_url', image_url: { url: imageUrl } },
        ],
      },
    ],
  };
}

/** The first choice's message content of a chat-completions answer, or null. */
export function firstChoiceContent(answer: unknown): string | null {
  const content = (answer as { choices?: Array<{ message?: { content?: unknown } }> } | null)?.choices?.[0]?.message?.content;
  if (typeof content === 'string') return content;
  // Some servers answer content as parts, like the request.
  if (Array.isArray(content)) {
    return content.map((part) => (typeof part?.text === 'string' ? part.text : '')).join('') || null;
  }
  return null;
}
