import { render, screen } from '@testing-library/react';
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
});
