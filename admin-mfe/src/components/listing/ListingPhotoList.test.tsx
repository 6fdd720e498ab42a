import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ListingPhotoList, type PhotoTile } from './ListingPhotoList';

const tiles = (count: number): PhotoTile[] =>
  Array.from({ length: count }, (_, i) => ({ key: `p${i + 1}`, src: `https://example.test/${i + 1}.jpg` }));

function Photos({ count }: { count: number }) {
  const [photos, setPhotos] = useState(() => tiles(count));
  return (
    <ListingPhotoList
      photos={photos}
      onAddFiles={() => {}}
      onCamera={() => {}}
      onEdit={() => {}}
      onRemove={(key) => setPhotos((current) => current.filter((photo) => photo.key !== key))}
    />
  );
}

const remove = (n: number) => screen.getByRole('button', { name: `Remove image ${n}` });

describe('removing a listing photo keeps the focus in the photos', () => {
  it("moves to the next photo's Remove, then to the one before the last, then to 'Upload Images'", async () => {
    render(<Photos count={3} />);
    await userEvent.click(remove(2));
    expect(screen.getAllByRole('img')).toHaveLength(2);
    // The photo that was third is second now: its Remove has the focus.
    expect(remove(2)).toHaveFocus();

    await userEvent.click(remove(2));
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(remove(1)).toHaveFocus();

    await userEvent.click(remove(1));
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Upload Images' })).toHaveFocus();
  });
});
