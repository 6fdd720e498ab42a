import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormError } from './FormError';

describe('FormError', () => {
  it('says the refusal as an alert, in the given class when one is given', () => {
    const { rerender } = render(<FormError message="Please choose a listing" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a listing');
    rerender(<FormError message="Payment refused" className="banner" />);
    expect(screen.getByRole('alert')).toHaveClass('banner');
  });

  it('renders nothing without a refusal', () => {
    const { container } = render(<FormError message={undefined} />);
    expect(container).toBeEmptyDOMElement();
    render(<FormError message="" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
