import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AntiquityNotice } from './AntiquityNotice';

const NOTICE =
  'Antiquity — over 100 years old. Sold for delivery within India only; export needs permission from the Archaeological Survey of India.';
// Instants in India's time (UTC+05:30): the notice's year turns at midnight in India.
const ist = (local: string) => new Date(`${local}+05:30`);

describe('AntiquityNotice', () => {
  it('appears for a piece of 1926 on 1 January 2026, not on 31 December 2025', () => {
    const { rerender } = render(<AntiquityNotice yearAd={1926} now={ist('2025-12-31T23:59:59')} />);
    expect(screen.queryByRole('complementary', { name: 'Antiquity' })).toBeNull();
    rerender(<AntiquityNotice yearAd={1926} now={ist('2026-01-01T00:00:00')} />);
    expect(screen.getByRole('complementary', { name: 'Antiquity' })).toHaveTextContent(NOTICE);
  });

  it('says nothing for a piece without a year', () => {
    render(<AntiquityNotice yearAd={null} now={ist('2026-06-01T12:00:00')} />);
    expect(screen.queryByRole('complementary', { name: 'Antiquity' })).toBeNull();
  });
});
