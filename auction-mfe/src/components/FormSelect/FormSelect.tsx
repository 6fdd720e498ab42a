import { type Control, useController } from '@sikka/shared/forms';
import { NativeSelect, type NativeSelectProps } from '@sikka/shared/ui';

type TriggerProps = Pick<NativeSelectProps, 'id' | 'aria-invalid' | 'aria-describedby' | 'options' | 'placeholder'>;

/**
 * The design system's native select as a react-hook-form field (it reports a choice through
 * onValueChange, not a change event, so `register` alone would never hear it). Field gives it the label's
 * id and the error's wiring.
 */
export function FormSelect<TValues extends Record<string, unknown>>({
  control,
  name,
  ...trigger
}: TriggerProps & {
  // biome-ignore lint/suspicious/noExplicitAny: the form's own resolver types vary; the field is a string either way
  control: Control<TValues, any, any>;
  name: string;
}) {
  const { field } = useController({ control, name: name as never });
  return (
    <NativeSelect
      {...trigger}
      value={(field.value as string | undefined) ?? ''}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
    />
  );
}
