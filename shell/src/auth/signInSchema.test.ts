import { describe, expect, it } from 'vitest';
import { signInSchema } from './signInSchema';

const messages = (input: unknown) => {
  const result = signInSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('signInSchema', () => {
  it.each([
    [{ email: 'collector@example.com', password: 'secret' }],
    [{ email: '  collector@example.com ', password: 'a much longer password' }],
  ])('accepts %j', (input) => {
    expect(messages(input)).toEqual([]);
  });

  it.each([
    [{ email: '', password: 'secret' }, 'email: Email is required'],
    [{ email: 'not-an-email', password: 'secret' }, 'email: Please enter a valid email address'],
    [{ email: 'a@b', password: 'secret' }, 'email: Please enter a valid email address'],
    [{ email: 'collector@example.com', password: '' }, 'password: Password is required'],
    [{ email: '', password: '' }, 'password: Password is required'],
    [{ email: 'collector@example.com', password: '12345' }, 'password: Password must be at least 6 characters'],
  ])('rejects %j with %s', (input, message) => {
    expect(messages(input)).toContain(message);
  });

  it('trims the e-mail', () => {
    expect(signInSchema.parse({ email: ' a@example.com ', password: 'secret' }).email).toBe('a@example.com');
  });
});
