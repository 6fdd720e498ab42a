import { describe, expect, it, vi } from 'vitest';
import { once } from './once';

describe('once', () => {
  it('makes the value on the first call, not before, and keeps it', () => {
    const make = vi.fn(() => ({ made: true }));
    const value = once(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
