import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useForm } from 'react-hook-form';
import { useFormSubmit } from './useFormSubmit';

function setUp(
  action: (values: { name: string }) => unknown,
  failureOf: (error: unknown) => string | undefined = (error) => (error as Error).message,
) {
  return renderHook(() => {
    const form = useForm<{ name: string }>({ defaultValues: { name: 'Asha' } });
    // Read while rendering, as a form's component reads them: react-hook-form renders again on what is read.
    const { errors, isSubmitting } = form.formState;
    return { form, errors, isSubmitting, submit: useFormSubmit(form, action, failureOf) };
  });
}

describe('useFormSubmit', () => {
  it('shows what the action threw as the form’s failure and keeps what was typed', async () => {
    const { result } = setUp(() => Promise.reject(new Error('The shop is closed.')));
    await act(() => result.current.submit());
    expect(result.current.errors.root?.message).toBe('The shop is closed.');
    expect(result.current.form.getValues('name')).toBe('Asha');
  });

  it('clears the failure when the next submit succeeds', async () => {
    let fail = true;
    const { result } = setUp(() => (fail ? Promise.reject(new Error('No network.')) : Promise.resolve()));
    await act(() => result.current.submit());
    expect(result.current.errors.root?.message).toBe('No network.');
    fail = false;
    await act(() => result.current.submit());
    expect(result.current.errors.root).toBeUndefined();
  });

  it('sets no failure when failureOf handled the error itself', async () => {
    const { result } = setUp(
      () => Promise.reject(new Error('taken')),
      () => undefined,
    );
    await act(() => result.current.submit());
    expect(result.current.errors.root).toBeUndefined();
  });

  it('runs the action with the values, once per submit, and not again while it runs', async () => {
    let finish = () => {};
    const action = vi.fn((_values: { name: string }) => new Promise<void>((done) => (finish = done)));
    const { result } = setUp(action);
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.submit();
    });
    await vi.waitFor(() => expect(result.current.isSubmitting).toBe(true));
    await act(() => result.current.submit());
    finish();
    await act(() => first);
    expect(action).toHaveBeenCalledTimes(1);
    expect(action.mock.calls[0]?.[0]).toEqual({ name: 'Asha' });
  });
});
