import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(value = '') {
  const onSearch = vi.fn();
  render(<SearchBox value={value} onSearch={onSearch} />);
  const input = screen.getByRole('combobox', { name: 'Search coins and notes' });
  return { input, onSearch };
}

describe('SearchBox', () => {
  it("suggests '{term} coin' and '{term} note' while focused, and hides them 200 ms after focus leaves", () => {
    const { input } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'mohur' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['mohur coin', 'mohur note']);
    fireEvent.blur(input);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryAllByRole('option')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('writes the search once typing settles: the first write of a focus adds history, the next replace it', () => {
    const { input, onSearch } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'an' } });
    fireEvent.change(input, { target: { value: 'anna' } });
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenLastCalledWith('anna', { replace: false });
    fireEvent.change(input, { target: { value: 'anna ' } });
    fireEvent.change(input, { target: { value: 'anna 1' } });
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenLastCalledWith('anna 1', { replace: true });
  });

  it('chooses a suggestion with the arrow keys and Enter', () => {
    const { input, onSearch } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'rupee' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const note = screen.getByRole('option', { name: 'rupee note' });
    expect(note).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', note.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveValue('rupee note');
    expect(onSearch).toHaveBeenCalledWith('rupee note', { replace: false });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('suggests nothing for an empty box and shows the search the URL holds', () => {
    const { input } = setup('gold');
    expect(input).toHaveValue('gold');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '  ' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
