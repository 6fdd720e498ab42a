import { describe, expect, it } from 'vitest';
import { fitLongEdge, MAX_PHOTO_EDGE } from './preparePhoto';

describe('the stored photo size: long edge at most 2560 px', () => {
  it('scales a 12-megapixel phone photo down, keeping its shape', () => {
    expect(fitLongEdge({ width: 4000, height: 3000 })).toEqual({ width: 2560, height: 1920 });
    expect(fitLongEdge({ width: 3024, height: 4032 })).toEqual({ width: 1920, height: 2560 });
  });

  it('never enlarges a small photo', () => {
    expect(fitLongEdge({ width: 1200, height: 900 })).toEqual({ width: 1200, height: 900 });
    expect(fitLongEdge({ width: MAX_PHOTO_EDGE, height: 10 })).toEqual({ width: MAX_PHOTO_EDGE, height: 10 });
  });

  it('keeps a very thin panorama at least one pixel high', () => {
    expect(fitLongEdge({ width: 100000, height: 20 })).toEqual({ width: 2560, height: 1 });
  });

  it('takes another limit', () => {
    expect(fitLongEdge({ width: 5000, height: 2500 }, 1000)).toEqual({ width: 1000, height: 500 });
  });

  it('refuses a photo without pixels', () => {
    expect(() => fitLongEdge({ width: 0, height: 10 })).toThrow(RangeError);
  });
});
