import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CertificateNameForm, NO_NAME_HINT, SAVE_FAILED } from './CertificateNameForm';

const nameBox = () => screen.getByRole('textbox', { name: /Your name on certificates/ }) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

function renderForm(savedName: string | null | undefined, onSave = vi.fn(async (_name: string) => {})) {
  const view = render(<CertificateNameForm savedName={savedName} onSave={onSave} />);
  return { ...view, onSave };
}

describe("'Your name on certificates' on the Orders Dashboard (issue 34)", () => {
  it('shows the name certificates print now, and no hint', () => {
    renderForm('Dr. R. Krishnan');
    expect(nameBox().value).toBe('Dr. R. Krishnan');
    expect(screen.queryByText(NO_NAME_HINT)).toBeNull();
  });

  it('says what certificates name while no name is set', () => {
    renderForm(null);
    expect(nameBox().value).toBe('');
    expect(screen.getByText(NO_NAME_HINT)).toBeTruthy();
  });

  it('waits for the stored name before it can be changed', () => {
    const { rerender, onSave } = renderForm(undefined);
    expect(nameBox().disabled).toBe(true);
    rerender(<CertificateNameForm savedName="Meera Rao" onSave={onSave} />);
    expect(nameBox().value).toBe('Meera Rao');
    expect(nameBox().disabled).toBe(false);
  });

  it('saves the name trimmed, says Saved and drops the hint', async () => {
    const { onSave } = renderForm(null);
    fireEvent.change(nameBox(), { target: { value: '  Arjun Menon  ' } });
    save();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved'));
    expect(onSave).toHaveBeenCalledWith('Arjun Menon');
    expect(nameBox().value).toBe('Arjun Menon');
    expect(screen.queryByText(NO_NAME_HINT)).toBeNull();
    fireEvent.change(nameBox(), { target: { value: 'Arjun Menon, FRNS' } });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('keeps the focus on Save while it saves (aria-disabled, not disabled) and after', async () => {
    let finish = () => {};
    renderForm(
      null,
      vi.fn(() => new Promise<void>((resolve) => (finish = resolve))),
    );
    fireEvent.change(nameBox(), { target: { value: 'Arjun Menon' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    expect(saving).toHaveFocus();
    finish();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved'));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('asks for a name instead of saving a blank one, keeping what was typed', async () => {
    const { onSave } = renderForm('Dr. R. Krishnan');
    fireEvent.change(nameBox(), { target: { value: '   ' } });
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter your name as certificates should show it');
    expect(nameBox().value).toBe('   ');
    expect(nameBox().getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a name over 80 characters, as the database does, keeping what was typed', async () => {
    const { onSave } = renderForm(null);
    const long = 'K'.repeat(81);
    fireEvent.change(nameBox(), { target: { value: long } });
    save();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your name on certificates can be at most 80 characters (this one has 81)',
    );
    expect(nameBox().value).toBe(long);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('counts characters as the database does: 80 in Devanagari and emoji pass', async () => {
    const { onSave } = renderForm(null);
    const name = `${'क'.repeat(40)}${'🪙'.repeat(40)}`;
    fireEvent.change(nameBox(), { target: { value: name } });
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(name));
  });

  it("shows the database's refusal and keeps what was typed", async () => {
    const refusal = { code: 'P0001', hint: 'not_authorized', message: 'Not authorized' };
    renderForm(
      null,
      vi.fn(async () => Promise.reject(refusal)),
    );
    fireEvent.change(nameBox(), { target: { value: 'Arjun Menon' } });
    save();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${SAVE_FAILED}Not authorized`);
    expect(nameBox().value).toBe('Arjun Menon');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
