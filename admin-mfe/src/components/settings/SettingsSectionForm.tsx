import { useState } from 'react';
import { type Control, Controller, type Resolver, useController, useForm, useFormSubmit } from '@sikka/shared/forms';
import { INDIAN_STATES } from '@sikka/shared/config';
import { ERROR_TEXTS, errorKey } from '@sikka/shared/domain/errors';
import { settingsProblemField, settingsProblems, type SettingsValues } from '@sikka/shared/domain/settingsRules';
import { Button, Checkbox, Field, Input, NativeSelect, type NativeSelectProps } from '@sikka/shared/ui';
import type { SettingField, SettingsSectionSpec } from '../../model/settingsForm';
import styles from './SettingsSectionForm.module.css';

export const SAVE_FAILED = 'Failed to save the settings. Please try again.';

export interface SettingsSectionFormProps {
  spec: SettingsSectionSpec;
  /** The section as it is saved (numbers as text). */
  values: SettingsValues;
  /** Saves the section; a refusal is thrown, shown beside its field, and nothing typed is lost. */
  onSave(values: SettingsValues): Promise<void>;
}

const STATE_OPTIONS = INDIAN_STATES.map((state) => ({ value: state, label: state }));

const messageOf = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string'
    ? (error as { message: string }).message
    : '';

type TriggerProps = Pick<NativeSelectProps, 'id' | 'aria-invalid' | 'aria-describedby'>;

/** One state, bound to the form; Field's label, hint and error props reach the browser's select. */
function StateSelect({ control, name, ...trigger }: TriggerProps & { control: Control<SettingsValues>; name: string }) {
  const { field } = useController({ control, name });
  return (
    <NativeSelect
      {...trigger}
      options={STATE_OPTIONS}
      placeholder="Select a state"
      value={String(field.value ?? '')}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
    />
  );
}

/** One section of Settings, saved on its own and checked by the database's rules before it is sent. */
export function SettingsSectionForm({ spec, values, onSave }: SettingsSectionFormProps) {
  const { section, title, description, fields } = spec;
  const resolver: Resolver<SettingsValues> = async (input) => {
    const problems = settingsProblems(section, input);
    if (problems.length === 0) return { values: input, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(problems.map((p) => [p.field, { type: 'settings', message: ERROR_TEXTS[p.problem] }])),
    };
  };
  const form = useForm<SettingsValues>({ resolver, defaultValues: values });
  const [saved, setSaved] = useState(false);
  const submit = useFormSubmit(
    form,
    async (next) => {
      setSaved(false);
      await onSave(next);
      form.reset(next);
      setSaved(true);
    },
    (error) => {
      console.error(`[admin] the ${section} settings were not saved`, error);
      const key = errorKey(error);
      const field = key ? settingsProblemField(section, key) : undefined;
      if (key && field) {
        form.setError(field, { message: ERROR_TEXTS[key] }, { shouldFocus: true });
        return undefined;
      }
      return key ? ERROR_TEXTS[key] : messageOf(error) || SAVE_FAILED;
    },
  );
  const { errors, isSubmitting, isDirty } = form.formState;
  const headingId = `settings-${section}`;

  const control = (field: SettingField) => {
    const error = errors[field.name]?.message as string | undefined;
    const common = { label: field.label, error, hint: field.hint, required: !field.optional && field.kind !== 'switch' };
    switch (field.kind) {
      case 'switch':
        return <Checkbox key={field.name} label={field.label} {...form.register(field.name)} />;
      case 'state':
        return (
          <Field key={field.name} {...common}>
            <StateSelect control={form.control} name={field.name} />
          </Field>
        );
      case 'states':
        return (
          <fieldset key={field.name} className={styles.states} aria-describedby={error ? `${headingId}-states-error` : undefined}>
            <legend className={styles.legend}>{field.label}</legend>
            <Controller
              control={form.control}
              name={field.name}
              render={({ field: bound }) => {
                const chosen = Array.isArray(bound.value) ? (bound.value as string[]) : [];
                return (
                  <div className={styles.stateGrid}>
                    {INDIAN_STATES.map((state) => (
                      <Checkbox
                        key={state}
                        label={state}
                        checked={chosen.includes(state)}
                        onCheckedChange={(on) =>
                          bound.onChange(on ? [...chosen, state] : chosen.filter((other) => other !== state))
                        }
                      />
                    ))}
                  </div>
                );
              }}
            />
            {error && (
              <p id={`${headingId}-states-error`} role="alert" className={styles.error}>
                {error}
              </p>
            )}
          </fieldset>
        );
      default: {
        const registered = form.register(field.name);
        return (
          <Field key={field.name} {...common} className={field.wide ? styles.wide : undefined}>
            <Input
              {...registered}
              type={field.kind === 'number' ? 'text' : field.kind}
              inputMode={field.kind === 'number' ? 'numeric' : undefined}
              autoCapitalize={field.upper ? 'characters' : undefined}
              spellCheck={false}
              onChange={(event) => {
                if (field.upper) event.target.value = event.target.value.toUpperCase();
                setSaved(false);
                void registered.onChange(event);
              }}
            />
          </Field>
        );
      }
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.description}>{description}</p>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={headingId}>
        <div className={styles.fields}>{fields.map(control)}</div>
        {errors.root?.message && (
          <p role="alert" className={styles.error}>
            {errors.root.message}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" unavailable={isSubmitting}>
            {isSubmitting ? 'Saving...' : `Save ${title.toLowerCase()}`}
          </Button>
          {saved && !isDirty && (
            <p role="status" className={styles.saved}>
              Saved. Pages show it from their next load.
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
