import { describe, expect, it } from 'vitest';
import { errorRateText, historyText } from './releases';

describe('releases in words', () => {
  it('says errors per pages served', () => {
    expect(errorRateText({ pages: 0, errors: 0, recent: [] })).toBe('No pages served yet');
    expect(errorRateText({ pages: 200, errors: 5, recent: [] })).toBe('5 errors in 200 pages (2.5 %)');
    expect(errorRateText({ pages: 1, errors: 1, recent: [] })).toBe('1 error in 1 page (100.0 %)');
  });
  it('says what each history entry did', () => {
    expect(historyText({ at: '', by: 'a', action: 'promote', version: '2.0.0', from: '1.0.0' })).toBe(
      'Made live 2.0.0 (was 1.0.0)',
    );
    expect(historyText({ at: '', by: 'a', action: 'canary', version: '2.0.0', share: 30 })).toBe('Canary 2.0.0 at 30 %');
    expect(historyText({ at: '', by: 'watch', action: 'auto-rollback', version: '1.0.0', from: '2.0.0', reason: 'errors' })).toBe(
      'Rolled back automatically: 2.0.0 → 1.0.0 (errors)',
    );
  });
});
