import { z } from '@sikka/shared/zod';
import { PASSWORD_MIN } from '@sikka/shared/config';

/** Sign-in and sign-up form (spec §5): a valid e-mail and a password of at least 6 characters. */
export const signInSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address')),
  password: z
    .string()
    .min(1, { error: 'Password is required', abort: true })
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
});

export type SignInInput = z.input<typeof signInSchema>;
export type SignInValues = z.output<typeof signInSchema>;
