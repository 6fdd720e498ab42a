import { describe, expect, it } from 'vitest';
import { descriptionSections } from './sections';

const FULL = `Mauryan Karshapana: a silver coin of the Mauryan Empire.

Condition: Fine (F). Even wear across the design.

Authentication: Weight and diameter match the recorded standard.
Sold with our certificate of authenticity.

Historical Context: Among the earliest coins of the subcontinent.

Specifications: Metal: Silver. Weight: 3.4 g.

Investment Potential: An affordable, liquid piece.

Thanks for looking.`;

describe('descriptionSections', () => {
  it('finds all five labelled sections, in label order, each running to the next blank line', () => {
    expect(descriptionSections(FULL)).toEqual([
      { label: 'Condition', text: 'Fine (F). Even wear across the design.' },
      {
        label: 'Authentication',
        text: 'Weight and diameter match the recorded standard.\nSold with our certificate of authenticity.',
      },
      { label: 'Historical Context', text: 'Among the earliest coins of the subcontinent.' },
      { label: 'Specifications', text: 'Metal: Silver. Weight: 3.4 g.' },
      { label: 'Investment Potential', text: 'An affordable, liquid piece.' },
    ]);
  });

  it('leaves out the labels that are missing', () => {
    const sections = descriptionSections('A rupee.\n\nSpecifications: Nickel, 28 mm.\n\nCondition: UNC');
    expect(sections).toEqual([
      { label: 'Condition', text: 'UNC' },
      { label: 'Specifications', text: 'Nickel, 28 mm.' },
    ]);
  });

  it('returns nothing for a plain description, an empty one or none', () => {
    expect(descriptionSections('Just a lovely coin. Its condition: superb.')).toEqual([]);
    expect(descriptionSections('')).toEqual([]);
    expect(descriptionSections(null)).toEqual([]);
  });

  it('ends a section at a blank line made of spaces, and keeps text after it out', () => {
    expect(descriptionSections('Condition: Good\nstrong strike\n   \nNot part of it')).toEqual([
      { label: 'Condition', text: 'Good\nstrong strike' },
    ]);
  });

  it('runs to the end of the text when no blank line follows, and accepts Windows line ends', () => {
    expect(descriptionSections('Intro\r\n\r\nHistorical Context: Minted in 1947\r\nat Bombay')).toEqual([
      { label: 'Historical Context', text: 'Minted in 1947\nat Bombay' },
    ]);
  });

  it('starts a new section at the next label even without a blank line between them', () => {
    expect(descriptionSections('Condition: VF\nAuthentication: Certified')).toEqual([
      { label: 'Condition', text: 'VF' },
      { label: 'Authentication', text: 'Certified' },
    ]);
  });

  it('takes the text on the lines under a label written alone on its line, and skips empty labels', () => {
    expect(descriptionSections('Condition:\nAbout Uncirculated\n\nSpecifications:\n\nMore')).toEqual([
      { label: 'Condition', text: 'About Uncirculated' },
    ]);
  });

  it('is case-sensitive about labels, like the spec names them', () => {
    expect(descriptionSections('condition: worn')).toEqual([]);
  });
});
