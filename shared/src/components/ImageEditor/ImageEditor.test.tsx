import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImageEditor } from './ImageEditor';

const SRC = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

describe('ImageEditor', () => {
  it("opens 'Edit Image' at zoom 1 and rotation 0 with keyboard-operable controls", async () => {
    render(<ImageEditor open imageSrc={SRC} onCancel={() => {}} onSave={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Edit Image' })).toBeInTheDocument();
    const zoom = screen.getByRole('slider', { name: /Zoom/ });
    const rotation = screen.getByRole('slider', { name: /Rotation/ });
    expect(zoom).toHaveValue('1');
    expect(zoom).toHaveAttribute('min', '1');
    expect(zoom).toHaveAttribute('max', '3');
    expect(zoom).toHaveAttribute('step', '0.1');
    expect(rotation).toHaveValue('0');
    expect(rotation).toHaveAttribute('max', '360');
    expect(screen.getByRole('button', { name: 'Free' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Square' }));
    expect(screen.getByRole('button', { name: 'Square' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('cancels with the Cancel button', async () => {
    const onCancel = vi.fn();
    render(<ImageEditor open imageSrc={SRC} onCancel={onCancel} onSave={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it("gives focus back to the photo's Edit button when closed with Escape", async () => {
    function Photo() {
      const [editing, setEditing] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setEditing(true)}>
            Edit photo 1
          </button>
          <ImageEditor open={editing} imageSrc={SRC} onCancel={() => setEditing(false)} onSave={() => setEditing(false)} />
        </>
      );
    }
    render(<Photo />);
    const edit = screen.getByRole('button', { name: 'Edit photo 1' });
    await userEvent.click(edit);
    expect(await screen.findByRole('dialog', { name: 'Edit Image' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(edit).toHaveFocus();
  });
});
