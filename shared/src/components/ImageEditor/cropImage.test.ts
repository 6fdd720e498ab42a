import { describe, expect, it } from 'vitest';
import { croppedOutputSize, rotatedSize } from './cropImage';

describe('image editor output (spec §9 cropper constants)', () => {
  it('keeps a crop within 2560 px at its own size', () => {
    expect(croppedOutputSize({ x: 10, y: 20, width: 1200, height: 900 })).toEqual({ width: 1200, height: 900 });
  });

  it('caps a large phone photo at 2560 px on the long edge, keeping its shape', () => {
    expect(croppedOutputSize({ x: 0, y: 0, width: 4032, height: 3024 })).toEqual({ width: 2560, height: 1920 });
    expect(croppedOutputSize({ x: 0, y: 0, width: 3000, height: 4000 })).toEqual({ width: 1920, height: 2560 });
  });

  it("measures the rotated image's bounding box the way the cropper does", () => {
    expect(rotatedSize({ width: 400, height: 300 }, 0)).toEqual({ width: 400, height: 300 });
    const quarter = rotatedSize({ width: 400, height: 300 }, 90);
    expect(quarter.width).toBeCloseTo(300);
    expect(quarter.height).toBeCloseTo(400);
    const diagonal = rotatedSize({ width: 100, height: 100 }, 45);
    expect(diagonal.width).toBeCloseTo(141.42, 1);
  });
});
