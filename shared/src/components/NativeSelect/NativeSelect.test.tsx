import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SORT_OPTIONS } from '@sikka/shared/config';
import { Field } from '../Field/Field';
import { NativeSelect } from './NativeSelect';

const options = SORT_OPTIONS.map(({ value, label }) => ({ value, label }));

describe('<NativeSelect>', () => {
  it('is labelled by its Field, shows the choice and reports a new one', async () => {
    const onValueChange = vi.fn();
    render(
      <Field label="Sort by" error="Pick one">
        <NativeSelect options={options} value="newest" onValueChange={onValueChange} />
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('newest');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Pick one');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(options.map((o) => o.label));

    await userEvent.selectOptions(select, 'Price High to Low');
    expect(onValueChange).toHaveBeenCalledWith('price_desc');
  });

  it('starts on a placeholder no one can choose back, and keeps a disabled option out of reach', async () => {
    const onValueChange = vi.fn();
    render(
      <NativeSelect
        aria-label="State"
        placeholder="Select a state"
        options={[
          { value: 'Kerala', label: 'Kerala' },
          { value: 'Goa', label: 'Goa', disabled: true },
        ]}
        onValueChange={onValueChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveValue('');
    const first = (select as HTMLSelectElement).options[0];
    expect(first).toHaveTextContent('Select a state');
    expect(first).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Goa' })).toBeDisabled();
    await userEvent.selectOptions(select, 'Kerala');
    expect(onValueChange).toHaveBeenCalledWith('Kerala');
    expect(select).toHaveValue('Kerala');
  });
});
