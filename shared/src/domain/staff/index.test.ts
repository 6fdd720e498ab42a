import { describe, expect, it } from 'vitest';
import { hasRole } from './index';

describe('hasRole', () => {
  it('lets an owner use everything, even what names no role', () => {
    expect(hasRole('owner', [])).toBe(true);
    expect(hasRole('owner', ['editor'])).toBe(true);
  });

  it('lets another role use only what names it', () => {
    expect(hasRole('staff', ['staff'])).toBe(true);
    expect(hasRole('staff', ['editor'])).toBe(false);
    expect(hasRole('editor', [])).toBe(false);
  });

  it('lets a buyer (no role) use nothing', () => {
    expect(hasRole(null, ['staff', 'editor', 'accountant'])).toBe(false);
    expect(hasRole(undefined, [])).toBe(false);
  });
});
