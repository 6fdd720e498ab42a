import { describe, expect, it } from 'vitest';
import { collectibleStatusTone, orderStatusTone, submissionStatusTone } from './statusTone';

describe('status tones (spec §4)', () => {
  it.each([
    ['available', 'green'],
    ['sold', 'red'],
    ['unavailable', 'red'],
    [null, 'green'],
  ])('collectible %s is %s', (status, tone) => {
    expect(collectibleStatusTone(status)).toBe(tone);
  });

  it.each([
    ['received', 'blue'],
    ['fulfilled', 'green'],
    ['cancelled', 'red'],
    ['pending', 'yellow'],
    ['', 'yellow'],
  ])('order %s is %s', (status, tone) => {
    expect(orderStatusTone(status)).toBe(tone);
  });

  it.each([
    ['pending', 'blue'],
    ['accepted', 'green'],
    ['rejected', 'red'],
    ['reviewing', 'yellow'],
    [undefined, 'yellow'],
  ])('submission %s is %s', (status, tone) => {
    expect(submissionStatusTone(status)).toBe(tone);
  });
});
