import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { INDIAN_STATES } from '@sikka/shared/config';
import { Checkbox } from '../Checkbox/Checkbox';
import { Field } from '../Field/Field';
import { Select } from './Select';

describe('<Select>', () => {
  it('is labelled by its Field and chosen by keyboard', async () => {
    const onValueChange = vi.fn();
    render(
      <Field label="State" error="Please select a state">
        <Select
          options={INDIAN_STATES.map((s) => ({ value: s, label: s }))}
          placeholder="Select a state"
          onValueChange={onValueChange}
        />
      </Field>,
    );
    const trigger = screen.getByRole('combobox', { name: 'State' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveTextContent('Select a state');

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Kerala' }));
    expect(onValueChange).toHaveBeenCalledWith('Kerala');
  });
});

describe('<Checkbox>', () => {
  it('toggles by its label', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Active" onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByText('Active'));
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });
});
