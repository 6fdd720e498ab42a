import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Gallery } from './Gallery';

const images = [
  { id: 'i1', image_url: 'https://img.example/1.jpg', order: 0 },
  { id: 'i2', image_url: 'https://img.example/2.jpg', order: 1 },
];
const name = 'Kushan Gold Dinar';
const videoUrl = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

describe('the gallery with a video (issue 32)', () => {
  it('shows the video as its last item, and makes the player only when the poster is tapped', async () => {
    const user = userEvent.setup();
    const { container } = render(<Gallery images={images} name={name} videoUrl={videoUrl} />);
    const thumbnails = within(screen.getByRole('list', { name: 'Choose a photo or the video' })).getAllByRole('button');
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Show photo 1 of 2',
      'Show photo 2 of 2',
      'Show the video',
    ]);

    await user.click(screen.getByRole('button', { name: 'Show the video' }));
    const play = screen.getByRole('button', { name: `Play video of ${name}` });
    expect(container.querySelector('iframe')).toBeNull();

    await user.click(play);
    const frame = container.querySelector('iframe');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
    expect(frame).toHaveAttribute('title', `Video of ${name}`);

    await user.click(screen.getByRole('button', { name: 'Show photo 1 of 2' }));
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('moves from the last photo to the video and on to the first photo with the arrow keys, focus kept', async () => {
    const user = userEvent.setup();
    render(<Gallery images={images} name={name} videoUrl={videoUrl} />);
    await user.click(screen.getByRole('button', { name: 'Show photo 2 of 2' }));
    screen.getByRole('button', { name: `Zoom in on ${name}, photo 2 of 2` }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: `Play video of ${name}` })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: `Zoom in on ${name}, photo 1 of 2` })).toHaveFocus();
  });

  it('has no video item without a YouTube link', () => {
    render(<Gallery images={images} name={name} videoUrl="https://example.com/coin.mp4" />);
    expect(screen.getByRole('list', { name: 'Choose a photo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show the video' })).toBeNull();
  });
});
