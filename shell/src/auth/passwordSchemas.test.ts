import { describe, expect, it } from 'vitest';
import { newPasswordSchema, resetRequestSchema } from './passwordSchemas';

describe('password reset forms', () => {
  it('asks a valid e-mail for the reset link', () => {
    expect(resetRequestSchema.safeParse({ email: ' asha@example.com ' }).data).toEqual({ email: 'asha@example.com' });
    expect(resetRequestSchema.safeParse({ email: 'asha' }).error?.issues[0]?.message).toBe('Please enter a valid email address');
  });

  it('takes a new password of at least 6 characters, typed the same twice', () => {
    expect(newPasswordSchema.safeParse({ password: 'rupee-1835', confirm: 'rupee-1835' }).success).toBe(true);
    expect(newPasswordSchema.safeParse({ password: 'abc', confirm: 'abc' }).error?.issues[0]?.message).toBe(
      'Password must be at least 6 characters',
    );
    const mismatch = newPasswordSchema.safeParse({ password: 'rupee-1835', confirm: 'rupee-1836' });
    expect(mismatch.error?.issues[0]).toMatchObject({ path: ['confirm'], message: 'The two passwords are not the same' });
  });
});
