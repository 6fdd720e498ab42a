import type { BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A form's submit and its failure, one way for every form: `action` runs with the validated values; what it
 * throws becomes the form's root error (`formState.errors.root?.message`, the text `failureOf` gives, or
 * nothing when `failureOf` handled it itself, e.g. as a field's error), which the next submit clears; a second
 * submit while one runs is ignored. `formState.isSubmitting` is the saving flag. Nothing typed is lost.
 */
export function useFormSubmit<TInput extends FieldValues, TContext, TValues extends FieldValues>(
  form: UseFormReturn<TInput, TContext, TValues>,
  action: (values: TValues) => unknown,
  failureOf: (error: unknown) => string | undefined,
): (event?: BaseSyntheticEvent) => Promise<void> {
  const run = form.handleSubmit(async (values) => {
    try {
      await action(values);
    } catch (error) {
      const message = failureOf(error);
      if (message !== undefined) form.setError('root', { message });
    }
  });
  return (event) => {
    if (form.formState.isSubmitting) {
      event?.preventDefault();
      return Promise.resolve();
    }
    return run(event);
  };
}
