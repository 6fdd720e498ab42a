import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from '../Input/Input';
import { Field } from './Field';

describe('<Field>', () => {
  it('labels its control', () => {
    render(
      <Field label="Email Address">
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByLabelText('Email Address');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and describes it with the error and hint', () => {
    render(
      <Field label="Phone" hint="10 digits" error="Phone must be exactly 10 digits">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('10 digits Phone must be exactly 10 digits');
    expect(screen.getByRole('alert')).toHaveTextContent('Phone must be exactly 10 digits');
  });
});
