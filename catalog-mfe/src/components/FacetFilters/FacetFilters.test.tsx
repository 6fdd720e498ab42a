import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_FACETS } from '../../model/browseFacets';
import { NO_FACET_COUNTS } from '../../model/browseQuery';
import { FacetFilters } from './FacetFilters';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const counts = {
  ...NO_FACET_COUNTS,
  period: [
    { value: 'British India', count: 5 },
    { value: 'Mughal', count: 6 },
  ],
  metal: [{ value: 'silver', count: 6 }],
  year: { min: 1580, max: 1947 },
};

describe('FacetFilters', () => {
  it('lists the values that have listings with their counts, in the catalogue order, and the chosen one always', () => {
    render(<FacetFilters chosen={{ ...NO_FACETS, metal: 'gold' }} counts={counts} onChange={() => {}} />);
    const period = within(screen.getByRole('group', { name: 'Period' }));
    expect(period.getAllByRole('button').map((b) => b.textContent)).toEqual(['Mughal 6', 'British India 5']);
    const metal = within(screen.getByRole('group', { name: 'Metal' }));
    expect(metal.getAllByRole('button').map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Gold 0', 'true'],
      ['Silver 6', 'false'],
    ]);
    // No type or grade has a listing here: those groups are left out.
    expect(screen.queryByRole('group', { name: 'Type' })).toBeNull();
    expect(screen.getByRole('button', { name: 'More filters (1)' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses a value, and lifts it when tapped again', () => {
    const onChange = vi.fn();
    const { rerender } = render(<FacetFilters chosen={NO_FACETS} counts={counts} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mughal 6' }));
    expect(onChange).toHaveBeenLastCalledWith({ period: 'Mughal' });
    rerender(<FacetFilters chosen={{ ...NO_FACETS, period: 'Mughal' }} counts={counts} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mughal 6' }));
    expect(onChange).toHaveBeenLastCalledWith({ period: null });
  });

  it('writes a year range once typing pauses, and never an unreadable or inverted one', () => {
    const onChange = vi.fn();
    render(<FacetFilters chosen={NO_FACETS} counts={counts} onChange={onChange} />);
    const from = screen.getByLabelText('From year');
    const to = screen.getByLabelText('To year');
    expect(from).toHaveAttribute('placeholder', '1580');
    fireEvent.change(from, { target: { value: '1900' } });
    fireEvent.change(to, { target: { value: '1800' } });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('alert')).toHaveTextContent('From year is later than to year');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(to, { target: { value: '3000' } });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Enter a year from -600 to \d{4}/);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(to, { target: { value: '1947' } });
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ yearFrom: 1900, yearTo: 1947 }, { replace: false });
  });

  it('keeps room for the values while the first counts load', () => {
    render(<FacetFilters chosen={NO_FACETS} counts={null} onChange={() => {}} />);
    expect(screen.getByLabelText('From year').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  });
});
