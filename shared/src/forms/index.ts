/**
 * @sikka/shared/forms: the one react-hook-form of the page (with its zod resolver), a federation
 * singleton (ARCHITECTURE rule 3) like the router and zod. The sign-in form is the shell's, the
 * delivery form the checkout's, the Sell form the sell remote's, the editors the admin's: imported
 * directly, a visitor who signed in and then opened the checkout (or an admin who signed in and then
 * edited a post) got a second copy (13 kB gzip). Biome forbids importing react-hook-form or the
 * resolvers anywhere else; a name missing here is added here.
 */
export { Controller, useController, useForm, useFormState, useWatch } from 'react-hook-form';
export type { Control, FieldErrors, Resolver, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
export { zodResolver } from '@hookform/resolvers/zod';
export { useFormSubmit } from './useFormSubmit';
export { FormError } from './FormError';
