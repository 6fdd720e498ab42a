import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import stories from './CheckoutForm.stories';

const Story = stories.component;

describe('CheckoutForm', () => {
  it('links the return and shipping policies, opening in a new tab so nothing typed is lost', () => {
    render(<Story {...stories.args} />);
    for (const [name, href] of [
      ['Return Policy', '/return-policy'],
      ['Shipping Policy', '/shipping-policy'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });
});
