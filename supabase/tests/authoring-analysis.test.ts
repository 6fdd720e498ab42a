// Spec §5 "AI reply parsing" and §3 "AI analysis result": the Edge Function's pure parts, on replies
// the way vision models really write them.
import { describe, expect, it } from 'vitest';
import {
  type AnalysisError,
  composeDescription,
  parseAnalysisReply,
  parseHashtags,
  parsePrice,
} from '../functions/analyze-collectible/analysis.mts';
import { ANALYSIS_PROMPT, chatPayload, firstChoiceContent, MAX_TOKENS } from '../functions/analyze-collectible/payload.mts';
import { providerConfig } from '../functions/analyze-collectible/provider.mts';

const PLAIN = `Type: coin
Name: British India One Rupee 1947
Description: The last silver-alloy rupee of George VI before independence.
Condition: Extremely Fine
Authentication: Edge reeding and weight consistent with the Bombay mint
Historical Context: Issued in the final year of British rule
Specifications: Nickel, 28 mm, 11.66 g
Investment Potential: Strong demand from pre-independence collectors
Price Suggestion (INR): 2500
Hashtags: #BritishIndia #GeorgeVI #1947`;

const failure = (reply: string) => {
  try {
    parseAnalysisReply(reply);
  } catch (error) {
    return error as AnalysisError;
  }
  throw new Error('expected the reply to be refused');
};

describe('AI reply parsing (spec §5)', () => {
  it('reads every labelled section of a plain reply', () => {
    const result = parseAnalysisReply(PLAIN);
    expect(result).toMatchObject({
      type: 'coin',
      name: 'British India One Rupee 1947',
      condition: 'Extremely Fine',
      authenticity: 'Edge reeding and weight consistent with the Bombay mint',
      historicalContext: 'Issued in the final year of British rule',
      specifications: 'Nickel, 28 mm, 11.66 g',
      investmentPotential: 'Strong demand from pre-independence collectors',
      hashtags: ['BritishIndia', 'GeorgeVI', '1947'],
      suggestedPrice: 2500,
    });
  });

  it('strips bold markers from a markdown-decorated reply', () => {
    const result = parseAnalysisReply(PLAIN.replace(/^(\w[\w ()]*):/gm, '**$1:**'));
    expect(result.type).toBe('coin');
    expect(result.name).toBe('British India One Rupee 1947');
    expect(result.suggestedPrice).toBe(2500);
  });

  it('reads markdown headings with the text on the following lines', () => {
    const reply =
      '### Type:\nnote\n\n### Name:\nRBI Ten Rupees, Deer\n\n### Description:\nA blue-green note.\nSigned by L.K. Jha.\n\n### Hashtags:\n#banknote #RBI';
    const result = parseAnalysisReply(reply);
    expect(result).toMatchObject({ type: 'note', name: 'RBI Ten Rupees, Deer', hashtags: ['banknote', 'RBI'] });
    expect(result.description.startsWith('A blue-green note.\nSigned by L.K. Jha.')).toBe(true);
  });

  it('strips backticks and square brackets around values', () => {
    const result = parseAnalysisReply('Type: `coin`\nName: [Mughal Silver Rupee]\nPrice Suggestion (INR): [₹ 12,000]');
    expect(result).toMatchObject({ type: 'coin', name: 'Mughal Silver Rupee', suggestedPrice: 12000 });
  });

  it('accepts the type in any case with spaces around it', () => {
    expect(parseAnalysisReply('Type:   NOTE  \nName: X').type).toBe('note');
    expect(parseAnalysisReply('type: Coin').type).toBe('coin');
  });

  it('refuses a reply without a Type section', () => {
    const error = failure('Name: Some coin\nDescription: Nice.');
    expect(error.message).toBe('Type field is missing from the analysis');
  });

  it("refuses 'Coin.' since the type must be exactly coin or note", () => {
    expect(failure('Type: Coin.\nName: X').message).toBe('Invalid type "Coin.". Must be exactly "coin" or "note"');
  });

  it("refuses 'Banknote' since the type must be exactly coin or note", () => {
    expect(failure('Type: Banknote\nName: X').message).toBe('Invalid type "Banknote". Must be exactly "coin" or "note"');
  });

  it('refuses an empty reply', () => {
    expect(failure('   ').message).toBe('No analysis received from API');
  });

  it("names a reply without a name 'Unknown Collectible' and gives it an empty description", () => {
    const result = parseAnalysisReply('Type: coin');
    expect(result.name).toBe('Unknown Collectible');
    expect(result.description).toBe('');
    expect(result.hashtags).toEqual([]);
    expect(result.suggestedPrice).toBeUndefined();
  });

  it('keeps a multi-line description and leaves out missing sections', () => {
    const result = parseAnalysisReply('Type: coin\nDescription: Line one.\nLine two.\nCondition: Fine');
    expect(result.description).toBe('Line one.\nLine two.\n\nCondition:\nFine');
  });

  it('reads numbered and bulleted labels', () => {
    const result = parseAnalysisReply('1. Type: note\n2. Name: Five Rupees 1975\n- Condition: VF\n• Hashtags: #note');
    expect(result).toMatchObject({ type: 'note', name: 'Five Rupees 1975', condition: 'VF', hashtags: ['note'] });
  });

  it('ignores chatter before the first label', () => {
    const result = parseAnalysisReply("Sure! Here's my analysis of the coin:\n\nType: coin\nName: Travancore Chuckram");
    expect(result.name).toBe('Travancore Chuckram');
  });

  it('keeps colons inside a section that are not labels', () => {
    const result = parseAnalysisReply('Type: coin\nSpecifications: Metal: silver\nWeight: 11.6 g\nDiameter: 25 mm');
    expect(result.specifications).toBe('Metal: silver\nWeight: 11.6 g\nDiameter: 25 mm');
  });

  it('reads the first label when a model repeats one', () => {
    expect(parseAnalysisReply('Type: note\nName: First\nName: Second').name).toBe('First');
  });

  it('reads a full bold-labelled reply with a price range and comma-separated hashtags', () => {
    const reply = `Here is my analysis of the banknote:

**Type:** Note
**Name:** Republic India 1000 Rupees, 1954, signed H.V.R. Iengar
**Description:** A large high-denomination note of the first Republic series, the Brihadeeswarar Temple at Thanjavur on the back.
**Condition:** About Uncirculated, one light centre fold, no pinholes.
**Authentication:** Ashoka lion watermark, security thread and intaglio printing as the Nasik press made them.
**Historical Context:** Demonetised in January 1978, so few survive outside collections.
**Specifications:**
- Printer: Currency Note Press, Nasik
- Size: 177 x 109 mm
**Investment Potential:** High; scarce in this grade.
**Price Suggestion (INR):** ₹1,20,000 - ₹1,50,000
**Hashtags:** #RepublicIndia, #1000Rupees, #Iengar,#Thanjavur, #RareBanknote`;
    const result = parseAnalysisReply(reply);
    expect(result).toEqual({
      type: 'note',
      name: 'Republic India 1000 Rupees, 1954, signed H.V.R. Iengar',
      condition: 'About Uncirculated, one light centre fold, no pinholes.',
      authenticity: 'Ashoka lion watermark, security thread and intaglio printing as the Nasik press made them.',
      historicalContext: 'Demonetised in January 1978, so few survive outside collections.',
      specifications: '- Printer: Currency Note Press, Nasik\n- Size: 177 x 109 mm',
      investmentPotential: 'High; scarce in this grade.',
      hashtags: ['RepublicIndia', '1000Rupees', 'Iengar', 'Thanjavur', 'RareBanknote'],
      suggestedPrice: 120000,
      description:
        'A large high-denomination note of the first Republic series, the Brihadeeswarar Temple at Thanjavur on the back.\n\n' +
        'Condition:\nAbout Uncirculated, one light centre fold, no pinholes.\n\n' +
        'Authentication Details:\nAshoka lion watermark, security thread and intaglio printing as the Nasik press made them.\n\n' +
        'Historical Significance:\nDemonetised in January 1978, so few survive outside collections.\n\n' +
        'Technical Specifications:\n- Printer: Currency Note Press, Nasik\n- Size: 177 x 109 mm\n\n' +
        'Investment Value:\nHigh; scarce in this grade.\n\n' +
        'Categories:\n#RepublicIndia #1000Rupees #Iengar #Thanjavur #RareBanknote',
    });
  });

  it('reads a full reply a local model wrapped in a code fence, with tags joined by commas only', () => {
    const reply = [
      '```text',
      'Type: coin',
      'Name: Travancore One Chuckram',
      'Description: A small silver coin of the princely state of Travancore.',
      'Condition: Fine',
      'Price Suggestion (INR): Rs. 350 – 500 per piece',
      'Hashtags: #Travancore,#Chuckram,#PrincelyStates,',
      '```',
    ].join('\n');
    const result = parseAnalysisReply(reply);
    expect(result).toMatchObject({
      type: 'coin',
      name: 'Travancore One Chuckram',
      hashtags: ['Travancore', 'Chuckram', 'PrincelyStates'],
      suggestedPrice: 350,
      authenticity: '',
    });
    expect(result.description).toBe(
      'A small silver coin of the princely state of Travancore.\n\nCondition:\nFine\n\nCategories:\n#Travancore #Chuckram #PrincelyStates',
    );
  });

  it('accepts the labels models write instead of the asked ones', () => {
    const result = parseAnalysisReply(
      'Type: coin\nAuthenticity: Genuine strike\nHistorical Significance: Issued in 1835\nInvestment Value: Rising\nSuggested Price: Rs. 4,000\nTags: a b',
    );
    expect(result).toMatchObject({
      authenticity: 'Genuine strike',
      historicalContext: 'Issued in 1835',
      investmentPotential: 'Rising',
      suggestedPrice: 4000,
      hashtags: ['a', 'b'],
    });
  });
});

describe('suggested price (spec §5: the digits of the suggestion)', () => {
  it('reads Indian digit grouping', () => expect(parsePrice('₹1,20,000')).toBe(120000));
  it('reads the first amount of a range instead of running both together', () =>
    expect(parsePrice('₹1,20,000 - ₹1,50,000')).toBe(120000));
  it('drops paise', () => expect(parsePrice('INR 2,500.00')).toBe(2500));
  it('reads words around the amount', () => expect(parsePrice('Approximately Rs 750 in the current market')).toBe(750));
  it('is missing when no amount is named', () => expect(parsePrice('Difficult to estimate')).toBeUndefined());
  it('is missing when the amount does not fit a price', () => expect(parsePrice('99999999999999')).toBeUndefined());
  it('reads the price through the whole parser', () => {
    expect(parseAnalysisReply('Type: coin\nPrice Suggestion (INR): ₹1,20,000 - ₹1,50,000').suggestedPrice).toBe(120000);
  });
});

describe('hashtags (spec §5: split on whitespace and commas, # removed, empties dropped)', () => {
  it('splits on commas and spaces together', () =>
    expect(parseHashtags('#Mughal, #Akbar,#Silver  #Rupee')).toEqual(['Mughal', 'Akbar', 'Silver', 'Rupee']));
  it('drops empties from trailing commas', () => expect(parseHashtags('#a, , #b,')).toEqual(['a', 'b']));
  it('keeps tags written without #', () => expect(parseHashtags('coins India')).toEqual(['coins', 'India']));
  it('reads hashtags over several lines', () => {
    expect(parseAnalysisReply('Type: note\nHashtags:\n#a #b\n#c').hashtags).toEqual(['a', 'b', 'c']);
  });
});

describe('composed description (spec §3)', () => {
  const parts = {
    description: 'A silver rupee.',
    condition: 'Fine',
    authenticity: 'Genuine',
    historicalContext: 'Akbar',
    specifications: '11.4 g',
    investmentPotential: 'Good',
    hashtags: ['Mughal', 'Silver'],
  };

  it('puts the headed sections after the description in the spec order', () => {
    expect(composeDescription(parts)).toBe(
      'A silver rupee.\n\nCondition:\nFine\n\nAuthentication Details:\nGenuine\n\nHistorical Significance:\nAkbar\n\n' +
        'Technical Specifications:\n11.4 g\n\nInvestment Value:\nGood\n\nCategories:\n#Mughal #Silver',
    );
  });

  it('leaves out sections with no content', () => {
    expect(composeDescription({ ...parts, authenticity: ' ', specifications: '', hashtags: [] })).toBe(
      'A silver rupee.\n\nCondition:\nFine\n\nHistorical Significance:\nAkbar\n\nInvestment Value:\nGood',
    );
  });

  it('starts with the first section when the model gave no description', () => {
    expect(composeDescription({ ...parts, description: '' }).startsWith('Condition:\nFine')).toBe(true);
  });
});

describe('chat payload (spec §7)', () => {
  it('sends one user message with the instruction and the image, max_tokens 1000', () => {
    const payload = chatPayload('gpt-4o-mini', 'data:image/png;base64,AAAA');
    expect(MAX_TOKENS).toBe(1000);
    expect(payload).toEqual({
      model: 'gpt-4o-mini',
      max_tokens: 1000,
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: ANALYSIS_PROMPT },
            { type: 'image_url', image_url: { url: 'data:image/png;base64,AAAA' } },
          ],
        },
      ],
    });
  });

  it('asks for every labelled section the parser reads', () => {
    for (const label of [
      'Type:',
      'Name:',
      'Description:',
      'Condition:',
      'Authentication:',
      'Historical Context:',
      'Specifications:',
      'Investment Potential:',
      'Price Suggestion (INR):',
      'Hashtags:',
    ]) {
      expect(ANALYSIS_PROMPT).toContain(label);
    }
  });

  it("reads the first choice's content, as a string or as parts", () => {
    expect(firstChoiceContent({ choices: [{ message: { content: 'Type: coin' } }, { message: { content: 'x' } }] })).toBe(
      'Type: coin',
    );
    expect(
      firstChoiceContent({
        choices: [
          {
            message: {
              content: [
                { type: 'text', text: 'Type: ' },
                { type: 'text', text: 'note' },
              ],
            },
          },
        ],
      }),
    ).toBe('Type: note');
    expect(firstChoiceContent({ choices: [] })).toBeNull();
  });
});

describe('provider configuration (README.md: OpenAI, Ollama, LM Studio, vLLM)', () => {
  const env = (values: Record<string, string>) => (key: string) => values[key];

  it('is not configured without a key or a base URL', () => {
    expect(providerConfig(env({}))).toBeNull();
    expect(providerConfig(env({ AI_MODEL: 'gpt-4o-mini' }))).toBeNull();
  });

  it('uses OpenAI and a small vision model when only a key is set', () => {
    expect(providerConfig(env({ AI_API_KEY: 'sk-x' }))).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-x',
      model: 'gpt-4o-mini',
      timeoutMs: 60000,
    });
  });

  it('talks to a local server without a key (Ollama, LM Studio)', () => {
    expect(providerConfig(env({ AI_BASE_URL: 'http://127.0.0.1:11434/v1/', AI_MODEL: 'llama3.2-vision' }))).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3.2-vision',
      timeoutMs: 60000,
    });
  });

  it('needs a model for any server but OpenAI, and reads the time limit', () => {
    expect(providerConfig(env({ AI_BASE_URL: 'http://vllm:8000/v1' }))).toBeNull();
    expect(
      providerConfig(env({ AI_BASE_URL: 'http://vllm:8000/v1', AI_MODEL: 'Qwen/Qwen2-VL-7B-Instruct', AI_TIMEOUT_MS: '5000' }))
        ?.timeoutMs,
    ).toBe(5000);
  });
});
