import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { INDIAN_STATES } from '@sikka/shared/config';
import { Checkbox } from '../Checkbox/Checkbox';
import { Field } from '../Field/Field';
import { Select, SelectStandIn } from './Select';

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

describe('the stand-in shown while the radix Select is on its way', () => {
  const options = [
    { value: 'newest', label: 'Newest First' },
    { value: 'price-asc', label: 'Price: Low to High' },
  ];

  it('looks like the trigger: labelled by its Field, showing the choice or the placeholder', () => {
    const focused = { current: false };
    const { rerender } = render(
      <Field label="Sort by">
        <SelectStandIn options={options} value="price-asc" onOpen={() => {}} focused={focused} />
      </Field>,
    );
    const standIn = screen.getByRole('combobox', { name: 'Sort by' });
    expect(standIn).toHaveTextContent('Price: Low to High');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    expect(standIn).not.toHaveAttribute('data-placeholder');
    rerender(
      <Field label="Sort by">
        <SelectStandIn options={options} placeholder="Choose" onOpen={() => {}} focused={focused} />
      </Field>,
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Choose');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveAttribute('data-placeholder');
  });

  it('asks to open on a tap or an opening key, not on Tab, and says whether it has focus', async () => {
    const onOpen = vi.fn();
    const focused = { current: false };
    render(<SelectStandIn options={options} aria-label="Sort by" onOpen={onOpen} focused={focused} />);
    const standIn = screen.getByRole('combobox', { name: 'Sort by' });
    await userEvent.click(standIn);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(focused.current).toBe(true);
    await userEvent.keyboard('{ArrowDown}');
    expect(onOpen).toHaveBeenCalledTimes(2);
    await userEvent.tab();
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(focused.current).toBe(false);
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
