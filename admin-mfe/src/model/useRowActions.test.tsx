import { useState } from 'react';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog, Button } from '@sikka/shared/ui';
import { useRowActions } from './useRowActions';

describe('useRowActions', () => {
  it('marks the row busy while its action runs, and reads the list again before it is free', async () => {
    const order: string[] = [];
    let finish = () => {};
    const after = vi.fn(async () => void order.push('read again'));
    const { result } = renderHook(() => useRowActions('a test change', after));
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run('row-1', () => new Promise<void>((resolve) => (finish = resolve)), 'Failed');
    });
    expect(result.current.busy).toBe('row-1');
    expect(after).not.toHaveBeenCalled();
    finish();
    await act(() => running);
    expect(order).toEqual(['read again']);
    expect(result.current.busy).toBeNull();
    expect(result.current.failed).toEqual({});
  });

  it("says a refusal on its own row only, in the given text or one made from the error, and clears it on that row's next run", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useRowActions('a test change'));
    await act(() => result.current.run('a', () => Promise.reject(new Error('x')), 'Failed to update'));
    await act(() =>
      result.current.run(
        'b',
        () => Promise.reject(new Error('Not yours')),
        (error) => (error as Error).message,
      ),
    );
    expect(result.current.failed).toEqual({ a: 'Failed to update', b: 'Not yours' });
    await act(() => result.current.run('a', () => Promise.resolve(), 'Failed to update'));
    expect(result.current.failed).toEqual({ b: 'Not yours' });
  });

  it('throws a refusal on when no text is given (a dialog shows it), still reading the list again', async () => {
    const after = vi.fn(async () => {});
    const { result } = renderHook(() => useRowActions('a test change', after));
    let thrown: unknown;
    await act(() =>
      result.current.run('a', () => Promise.reject(new Error('Reason required'))).catch((error) => void (thrown = error)),
    );
    expect(thrown).toEqual(new Error('Reason required'));
    expect(after).toHaveBeenCalledOnce();
    expect(result.current.failed).toEqual({});
    expect(result.current.busy).toBeNull();
  });
});

interface Row {
  id: string;
  paid: boolean;
}

/** A list as the screens draw it: rows marked data-row, their actions inside data-actions. */
function List({ start }: { start: Row[] }) {
  const [rows, setRows] = useState(start);
  const { busy, run } = useRowActions('a test change');
  const pay = (id: string) => run(id, async () => setRows((all) => all.map((r) => (r.id === id ? { ...r, paid: true } : r))));
  const remove = (id: string) => run(id, async () => setRows((all) => all.filter((r) => r.id !== id)));
  return (
    <section>
      <h1>Rows</h1>
      <ul>
        {rows.map((row) => (
          <li key={row.id} data-row={row.id} aria-label={row.id}>
            <a href={`/${row.id}`}>{row.id}</a>
            <div data-actions>
              {!row.paid && (
                <Button onClick={() => pay(row.id)} unavailable={busy === row.id}>
                  Mark paid
                </Button>
              )}
              <AlertDialog
                title="Delete?"
                description="For good."
                confirmLabel="Delete"
                onConfirm={() => remove(row.id)}
                trigger={<Button unavailable={busy === row.id}>Delete</Button>}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

const rowOf = (id: string) => within(screen.getByRole('listitem', { name: id }));

async function deleteRow(id: string) {
  await userEvent.click(rowOf(id).getByRole('button', { name: 'Delete' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('listitem', { name: id })).toBeNull());
}

describe('useRowActions: the focus after an action', () => {
  it("moves to the next row's first action when a confirmed delete took the row away", async () => {
    render(
      <List
        start={[
          { id: 'a', paid: true },
          { id: 'b', paid: false },
          { id: 'c', paid: false },
        ]}
      />,
    );
    await deleteRow('a');
    await waitFor(() => expect(rowOf('b').getByRole('button', { name: 'Mark paid' })).toHaveFocus());
  });

  it("moves to the previous row's when the last row went, and to the list's heading when none is left", async () => {
    render(
      <List
        start={[
          { id: 'a', paid: true },
          { id: 'b', paid: true },
        ]}
      />,
    );
    await deleteRow('b');
    await waitFor(() => expect(rowOf('a').getByRole('button', { name: 'Delete' })).toHaveFocus());
    await deleteRow('a');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Rows' })).toHaveFocus());
  });

  it("moves to the row's first action when the action took the focused button away ('Mark paid' once paid)", async () => {
    render(<List start={[{ id: 'a', paid: false }]} />);
    await userEvent.click(rowOf('a').getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(rowOf('a').queryByRole('button', { name: 'Mark paid' })).toBeNull());
    await waitFor(() => expect(rowOf('a').getByRole('button', { name: 'Delete' })).toHaveFocus());
  });
});
