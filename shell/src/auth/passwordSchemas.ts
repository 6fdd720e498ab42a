import { z } from '@sikka/shared/zod';
import { PASSWORD_MIN } from '@sikka/shared/config';
import { signInSchema } from './signInSchema';

/** 'Forgot password?': the e-mail alone, by the sign-in form's rule. */
export const resetRequestSchema = signInSchema.pick({ email: true });
export type ResetRequestInput = z.input<typeof resetRequestSchema>;
export type ResetRequestValues = z.output<typeof resetRequestSchema>;

/** 'Set a new password': the sign-in form's password rule, typed twice. */
export const newPasswordSchema = z
  .object({ password: signInSchema.shape.password, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], error: 'The two passwords are not the same' });
export type NewPasswordInput = z.input<typeof newPasswordSchema>;
export type NewPasswordValues = z.output<typeof newPasswordSchema>;

export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN} characters`;
