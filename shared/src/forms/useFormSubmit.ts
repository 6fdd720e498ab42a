import { type BaseSyntheticEvent, useRef } from 'react';
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
  // Its own flag rather than `form.formState.isSubmitting`: reading the form state subscribes the
  // component that holds the form to every change of it (the checkout renders its parts on their own).
  const running = useRef(false);
  const run = form.handleSubmit(async (values) => {
    try {
      await action(values);
    } catch (error) {
      const message = failureOf(error);
      if (message !== undefined) form.setError('root', { message });
    }
  });
  return async (event) => {
    if (running.current) {
      event?.preventDefault();
      return;
    }
    running.current = true;
    try {
      await run(event);
    } finally {
      running.current = false;
    }
  };
}
