import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@sikka/shared/router';
import { MemoryRouter } from '@sikka/shared/router/fixed';
import { SELL_TEXTS } from '@sikka/shared/domain/sellerSubmissions';
import { FULL_TEXT } from '../components/ImagePicker/ImagePicker';
import { DISCARD_TEXT } from '../components/SellForm/CancelButton';
import { SUCCESS_TEXT } from '../components/SellForm/SellForm';
import SellPage from './SellPage';

const api = vi.hoisted(() => ({ uploadSellerPhoto: vi.fn(), submitSellerSubmission: vi.fn() }));
vi.mock('../api/sellerSubmissions', () => api);

/** A JPEG as far as the rules look: its magic number, then `size` bytes in all. */
function photo(name: string, size = 1000) {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([bytes], name, { type: 'image/jpeg' });
}
const urlOf = (name: string) =>
  `http://localhost:54321/storage/v1/object/public/collectible-images/seller-submissions/1-0-${name}`;

beforeEach(() => {
  vi.restoreAllMocks();
  api.uploadSellerPhoto.mockReset().mockImplementation(async ({ file, onProgress }) => {
    onProgress(0.5);
    return urlOf(file.name);
  });
  api.submitSellerSubmission.mockReset().mockResolvedValue(undefined);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = vi.fn();
});

function renderSellPage() {
  render(
    <MemoryRouter initialEntries={['/sell']}>
      <Routes>
        <Route path="/sell" element={<SellPage />} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  const fileInput = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  const pick = (...files: File[]) => user.upload(fileInput, files);
  return { user, pick };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, phone = '9876543210') {
  await user.type(screen.getByLabelText(/Your Name/), 'Ravi Kumar');
  await user.type(screen.getByLabelText(/Phone Number/), phone);
}

// user-event types one key at a time; on a busy 2-core machine a whole form takes seconds.
vi.setConfig({ testTimeout: 20_000 });

describe('the Sell page form (spec §2, §5)', () => {
  it('shows the fields, the phone hint and the counter, with submit disabled until a photo is chosen', async () => {
    const { pick } = renderSellPage();
    expect(screen.getByText('Format: +91XXXXXXXXXX or 10 digits')).toBeInTheDocument();
    expect(screen.getByText('0/3 images')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit for Evaluation' })).toBeDisabled();
    await pick(photo('front.jpg'));
    expect(await screen.findByText('1/3 images')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /front\.jpg/ })).toHaveAttribute('src', 'blob:front.jpg');
    expect(screen.getByRole('button', { name: 'Submit for Evaluation' })).toBeEnabled();
  });

  it('refuses a photo of 5MB with the spec message and keeps what was typed', async () => {
    const { user, pick } = renderSellPage();
    await fillIn(user);
    await pick(photo('big.jpg', 5 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent('Each image must be less than 5MB');
    expect(screen.getByLabelText(/Your Name/)).toHaveValue('Ravi Kumar');
    expect(screen.getByText('0/3 images')).toBeInTheDocument();
  });

  it('refuses a text file named .jpg by its bytes, with the spec message', async () => {
    const { pick } = renderSellPage();
    await pick(new File(['not a photo at all'], 'coin.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only image file types are accepted');
    expect(screen.getByText('0/3 images')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /coin\.jpg/ })).toBeNull();
  });

  it('refuses a fourth photo and the same photo twice', async () => {
    const { pick } = renderSellPage();
    await pick(photo('a.jpg'), photo('b.jpg'));
    await screen.findByText('2/3 images');
    await pick(photo('a.jpg'));
    expect(screen.getByRole('alert')).toHaveTextContent(SELL_TEXTS.duplicateImage);
    await pick(photo('c.jpg'), photo('d.jpg'));
    expect(screen.getByRole('alert')).toHaveTextContent('Maximum 3 images allowed');
    expect(screen.getByText('2/3 images')).toBeInTheDocument();
  });

  it('asks for a photo again when the last one is removed', async () => {
    const { user, pick } = renderSellPage();
    await pick(photo('a.jpg'));
    await user.click(await screen.findByRole('button', { name: 'Remove image 1' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one image of your coin/note');
    // Its button gone with it, the focus is on the way to add one.
    expect(screen.getByRole('button', { name: 'Upload Image' })).toHaveFocus();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:a.jpg');
  });

  it('checks the phone and submits it with +91, the first photo as image_url and the rest after', async () => {
    const { user, pick } = renderSellPage();
    await fillIn(user, '12345');
    await pick(photo('front.jpg'), photo('back.jpg'));
    await screen.findByText('2/3 images');
    await user.click(screen.getByRole('button', { name: 'Submit for Evaluation' }));
    expect(await screen.findByText(SELL_TEXTS.phoneInvalid)).toBeInTheDocument();
    expect(api.uploadSellerPhoto).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/Phone Number/));
    await user.type(screen.getByLabelText(/Phone Number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Submit for Evaluation' }));
    // Submit sits below the banner: the outcome takes the focus, so it is scrolled to and read out.
    expect(await screen.findByText(SUCCESS_TEXT)).toHaveFocus();
    expect(api.submitSellerSubmission).toHaveBeenCalledWith({
      sellerName: 'Ravi Kumar',
      sellerPhone: '+919876543210',
      imageUrls: [urlOf('front.jpg'), urlOf('back.jpg')],
    });
    expect(api.uploadSellerPhoto.mock.calls.map(([upload]) => upload.index)).toEqual([0, 1]);
    expect(screen.getByRole('button', { name: 'Submit for Evaluation' })).toBeDisabled();
    expect(screen.getByLabelText(/Your Name/)).toBeDisabled();
    expect(await screen.findByText('Home page', {}, { timeout: 4000 })).toBeInTheDocument();
  }, 20_000);

  it("turns 'Submit for Evaluation' and the fields off while it submits", async () => {
    let answered = (_value: undefined) => {};
    api.submitSellerSubmission.mockReturnValue(new Promise((done) => (answered = done)));
    const { user, pick } = renderSellPage();
    await fillIn(user);
    await pick(photo('front.jpg'));
    await screen.findByText('1/3 images');
    await user.click(screen.getByRole('button', { name: 'Submit for Evaluation' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(screen.getByLabelText(/Your Name/)).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Submitting...' }));
    answered(undefined);
    expect(await screen.findByText(SUCCESS_TEXT)).toBeInTheDocument();
    expect(api.submitSellerSubmission).toHaveBeenCalledTimes(1);
  });

  it('keeps everything after a failure and does not upload again the photos that made it', async () => {
    api.uploadSellerPhoto.mockImplementation(async ({ file }) => {
      if (file.name === 'back.jpg' && api.uploadSellerPhoto.mock.calls.filter(([u]) => u.file.name === 'back.jpg').length === 1) {
        throw new TypeError('Failed to fetch');
      }
      return urlOf(file.name);
    });
    api.submitSellerSubmission.mockRejectedValueOnce({ code: 'PGRST000', message: 'server down' });
    const { user, pick } = renderSellPage();
    await fillIn(user);
    await pick(photo('front.jpg'), photo('back.jpg'));
    await screen.findByText('2/3 images');

    await user.click(screen.getByRole('button', { name: 'Submit for Evaluation' }));
    expect(await screen.findByText('Failed to submit. Please try again.')).toHaveFocus();
    const progress = screen.getByRole('list', { name: 'Upload progress' });
    expect(within(progress).getByText(/Upload failed/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Your Name/)).toHaveValue('Ravi Kumar');
    expect(screen.getByText('2/3 images')).toBeInTheDocument();

    // The backend answered this time: its own message, not the generic one (spec §8 'The message, or …').
    await user.click(screen.getByRole('button', { name: 'Submit for Evaluation' }));
    expect(await screen.findByText('server down')).toHaveFocus();
    expect(screen.queryByText('Failed to submit. Please try again.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit for Evaluation' }));
    expect(await screen.findByText(SUCCESS_TEXT)).toBeInTheDocument();

    const uploaded = api.uploadSellerPhoto.mock.calls.map(([upload]) => upload.file.name);
    expect(uploaded).toEqual(['front.jpg', 'back.jpg', 'back.jpg']);
    expect(api.submitSellerSubmission).toHaveBeenCalledTimes(2);
    expect(api.submitSellerSubmission).toHaveBeenLastCalledWith(
      expect.objectContaining({ imageUrls: [urlOf('front.jpg'), urlOf('back.jpg')] }),
    );
  }, 20_000);
});

describe('the way out and the way in (issue 28)', () => {
  it('Cancel goes home at once when nothing was typed or picked', async () => {
    const { user } = renderSellPage();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('Cancel asks before throwing typed work and photos away', async () => {
    const { user, pick } = renderSellPage();
    await user.type(screen.getByLabelText(/Your Name/), 'Ravi Kumar');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard this submission?' });
    expect(ask).toHaveTextContent(DISCARD_TEXT);
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByLabelText(/Your Name/)).toHaveValue('Ravi Kumar');

    await user.clear(screen.getByLabelText(/Your Name/));
    await pick(photo('front.jpg'));
    await screen.findByText('1/3 images');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it("turns 'Use Camera' and 'Upload Image' off at 3/3 and says why", async () => {
    const { user, pick } = renderSellPage();
    await pick(photo('a.jpg'), photo('b.jpg'), photo('c.jpg'));
    await screen.findByText('3/3 images');
    for (const name of ['Use Camera', 'Upload Image']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
      expect(screen.getByRole('button', { name })).toHaveAccessibleDescription(FULL_TEXT);
    }
    expect(screen.getByText(FULL_TEXT)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove image 3' }));
    // The last photo's button went with it: the focus moves to the photo before.
    expect(screen.getByRole('button', { name: 'Remove image 2' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    // The photo that took its place has the focus ('b.jpg', now image 1).
    expect(screen.getByRole('button', { name: 'Remove image 1' })).toHaveFocus();
    expect(screen.getByRole('img', { name: /^Preview 1 of 1: b\.jpg$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Image' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Use Camera' })).toBeEnabled();
    expect(screen.queryByText(FULL_TEXT)).toBeNull();
  });
});

describe('cancelling one photo upload (issue 13)', () => {
  it('stops it, keeps the photo and everything typed, and the next submit uploads it again', async () => {
    api.uploadSellerPhoto.mockImplementation(({ file, signal, onProgress }) => {
      const backTries = api.uploadSellerPhoto.mock.calls.filter(([u]) => u.file.name === 'back.jpg').length;
      if (file.name !== 'back.jpg' || backTries > 1) return Promise.resolve(urlOf(file.name));
      // The first try of back.jpg hangs on a slow connection until the seller cancels it.
      onProgress(0.2);
      return new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError'))),
      );
    });
    const { user, pick } = renderSellPage();
    await fillIn(user);
    await pick(photo('front.jpg'), photo('back.jpg'));
    await screen.findByText('2/3 images');
    await user.click(screen.getByRole('button', { name: 'Submit for Evaluation' }));

    const progress = screen.getByRole('list', { name: 'Upload progress' });
    expect(await within(progress).findByText(/Uploading 20%/)).toBeInTheDocument();
    expect(within(progress).queryByRole('button', { name: 'Cancel upload of image 1' })).toBeNull();
    await user.click(within(progress).getByRole('button', { name: 'Cancel upload of image 2' }));

    expect(await screen.findByRole('status')).toHaveTextContent(SELL_TEXTS.uploadCancelled);
    expect(within(progress).getByText(/Cancelled/)).toBeInTheDocument();
    expect(within(progress).queryByRole('button', { name: /Cancel upload/ })).toBeNull();
    expect(screen.queryByText(SELL_TEXTS.submitFailed)).toBeNull();
    expect(api.submitSellerSubmission).not.toHaveBeenCalled();
    expect(screen.getByText('2/3 images')).toBeInTheDocument();
    expect(screen.getByLabelText(/Your Name/)).toBeEnabled();
    expect(screen.getByLabelText(/Your Name/)).toHaveValue('Ravi Kumar');

    await user.click(screen.getByRole('button', { name: 'Submit for Evaluation' }));
    expect(await screen.findByText(SUCCESS_TEXT)).toBeInTheDocument();
    expect(api.uploadSellerPhoto.mock.calls.map(([upload]) => upload.file.name)).toEqual(['front.jpg', 'back.jpg', 'back.jpg']);
    expect(api.submitSellerSubmission).toHaveBeenCalledWith(
      expect.objectContaining({ imageUrls: [urlOf('front.jpg'), urlOf('back.jpg')] }),
    );
  }, 20_000);
});

describe('the Sell page content (spec §2)', () => {
  it('has the 4 steps, the FAQs as disclosures, and FAQPage JSON-LD', () => {
    renderSellPage();
    expect(screen.getAllByText(/^Step \d:$/)).toHaveLength(4);
    const summaries = document.querySelectorAll('details > summary');
    expect(summaries).toHaveLength(5);
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(jsonLd['@type']).toBe('FAQPage');
    expect(jsonLd.mainEntity).toHaveLength(5);
    expect(screen.getByText('How will I be paid?').closest('details')).toHaveTextContent('bank transfer, UPI or cash');
  });
});
