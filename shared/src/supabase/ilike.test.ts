import { describe, expect, it } from 'vitest';
import { ilikeContains } from './ilike';

describe('ilikeContains', () => {
  it('wraps the term in a quoted contains pattern', () => {
    expect(ilikeContains('ravi')).toBe('"*ravi*"');
  });

  it('keeps commas and parentheses literal inside the quotes', () => {
    expect(ilikeContains('a,b (c)')).toBe('"*a,b (c)*"');
  });

  it('escapes quotes and the LIKE wildcards', () => {
    expect(ilikeContains('50%')).toBe('"*50\\\\%*"');
    expect(ilikeContains('say "hi"')).toBe('"*say \\"hi\\"*"');
  });
});
