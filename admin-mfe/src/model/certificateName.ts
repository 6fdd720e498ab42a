import { z } from '@sikka/shared/zod';

/** The most characters a certifying expert's name may have: profiles_display_name_length (20261125400100). */
const CERTIFICATE_NAME_MAX = 80;

const CERTIFICATE_NAME_REQUIRED = 'Please enter your name as certificates should show it';
const certificateNameTooLong = (length: number) =>
  `Your name on certificates can be at most ${CERTIFICATE_NAME_MAX} characters (this one has ${length})`;

/**
 * The admin's name on certificates, the twin of the profiles_display_name_length CHECK: trimmed, 1-80
 * characters. The database reads a blank name as "not set"; this form always asks for a name. Characters
 * are counted as Postgres' length() counts them (code points), not as UTF-16 units.
 */
export const certificateNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, CERTIFICATE_NAME_REQUIRED)
    .superRefine((name, context) => {
      const length = [...name].length;
      if (length > CERTIFICATE_NAME_MAX) context.addIssue({ code: 'custom', message: certificateNameTooLong(length) });
    }),
});

export type CertificateNameInput = z.input<typeof certificateNameSchema>;
export type CertificateNameValues = z.output<typeof certificateNameSchema>;
