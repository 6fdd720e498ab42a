// Issue 32: the AI analysis asks for the catalogue facts as extra labelled sections after the spec's
// ones; the parser finds them (the form reads each by its field's rule and fills only empty fields).
import { describe, expect, it } from 'vitest';
import { GRADES, METALS, PERIODS, SHAPES } from '../../shared/src/domain/collectibles/catalogueFields.ts';
import { parseAnalysisReply } from '../functions/analyze-collectible/analysis.mts';
import { ANALYSIS_PROMPT, GRADE_LIST, METAL_LIST, PERIOD_LIST, SHAPE_LIST } from '../functions/analyze-collectible/payload.mts';

const SPEC_SECTIONS = `Type: coin
Name: British India One Rupee 1940
Description: A silver rupee of George VI.
Condition: Very Fine
Specifications: Metal: silver
Weight: 11.66 g
Investment Potential: Steady
Price Suggestion (INR): 2500
Hashtags: #BritishIndia #GeorgeVI`;

const CATALOGUE_SECTIONS = `Issuer: British India
Ruler: George VI
Period: British India
Denomination: Rupee
Year AD: 1940
Year as written: 1940
Mint: Bombay
Mint Mark: ◆
Metal: silver
Fineness: 0.5
Weight (g): 11.66
Diameter (mm): 30.5
Shape: round
Catalogue References: KM# 525, Numista N# 1234
Grade: VF`;

describe('the catalogue sections of an analysis (issue 32)', () => {
  it('reads every catalogue section after the spec’s ones', () => {
    const result = parseAnalysisReply(`${SPEC_SECTIONS}\n${CATALOGUE_SECTIONS}`);
    expect(result.catalogue).toEqual({
      issuer: 'British India',
      ruler: 'George VI',
      period: 'British India',
      denomination: 'Rupee',
      year_ad: '1940',
      year_written: '1940',
      mint: 'Bombay',
      mint_mark: '◆',
      metal: 'silver',
      fineness: '0.5',
      weight_g: '11.66',
      diameter_mm: '30.5',
      shape: 'round',
      // Markdown '#' is stripped from every reply (spec §5); the form reads 'KM 525' the same.
      references: 'KM 525, Numista N 1234',
      grade: 'VF',
    });
    // The spec's sections are as before: the Hashtags end where the catalogue sections start.
    expect(result.hashtags).toEqual(['BritishIndia', 'GeorgeVI']);
    expect(result.specifications).toBe('Metal: silver\nWeight: 11.66 g');
  });

  it('has no catalogue facts when the reply has no such sections, and the rest reads as before', () => {
    const result = parseAnalysisReply(SPEC_SECTIONS);
    expect(result.catalogue).toBeUndefined();
    expect(result).toMatchObject({ type: 'coin', name: 'British India One Rupee 1940', suggestedPrice: 2500 });
  });

  it('leaves out what the model says it cannot tell, and reads bold labels', () => {
    const reply = `${SPEC_SECTIONS}\n**Period:** Mughal\n**Mint Mark:** unknown\n**Fineness:** N/A\n**Grade:** -`;
    expect(parseAnalysisReply(reply).catalogue).toEqual({ period: 'Mughal' });
  });

  it('keeps a Weight line inside Specifications when no price or hashtags came before it', () => {
    const result = parseAnalysisReply('Type: coin\nSpecifications: silver\nWeight: 11.6 g\nDiameter: 25 mm');
    expect(result.specifications).toBe('silver\nWeight: 11.6 g\nDiameter: 25 mm');
    expect(result.catalogue).toBeUndefined();
  });

  it('asks for the sections after the spec’s, with the form’s lists', () => {
    expect(ANALYSIS_PROMPT.indexOf('Hashtags:')).toBeLessThan(ANALYSIS_PROMPT.indexOf('Issuer:'));
    for (const label of ['Period:', 'Year AD:', 'Metal:', 'Weight (g):', 'Catalogue References:', 'Grade:']) {
      expect(ANALYSIS_PROMPT).toContain(label);
    }
    expect(PERIOD_LIST).toBe(PERIODS.join(', '));
    expect(METAL_LIST).toBe(METALS.join(', '));
    expect(SHAPE_LIST).toBe(SHAPES.join(', '));
    expect(GRADE_LIST).toBe(GRADES.join(', '));
  });
});
