/** Spec §7 "Image analysis": what the chat-completions endpoint is sent. Pure. */

export const MAX_TOKENS = 1000;

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
