import { describe, expect, it } from 'vitest';
import {
  SELL_TEXTS,
  checkImageBytes,
  checkPickedImages,
  imageTypeOfBytes,
  isSellerPhone,
  normaliseSellerPhone,
  safePhotoName,
  sellFormSchema,
  sellerPhotoPath,
} from './sellRules';

const MB = 1024 * 1024;
const photo = (name: string, size = 1 * MB, type = 'image/jpeg') => ({ name, size, type });

describe('the sell form image rules (spec §5)', () => {
  it('accepts up to 3 different images under 5MB', () => {
    expect(
      checkPickedImages([], [photo('a.jpg'), photo('b.png', 2 * MB, 'image/png'), photo('c.webp', 3 * MB, 'image/webp')]),
    ).toBeNull();
    expect(checkPickedImages([photo('a.jpg')], [photo('b.jpg', 4.9 * MB)])).toBeNull();
  });

  it("refuses a fourth image in total: 'Maximum 3 images allowed'", () => {
    expect(checkPickedImages([photo('a.jpg'), photo('b.jpg')], [photo('c.jpg'), photo('d.jpg')])).toBe(
      'Maximum 3 images allowed',
    );
    expect(checkPickedImages([], [photo('a.jpg'), photo('b.jpg'), photo('c.jpg'), photo('d.jpg')])).toBe(
      SELL_TEXTS.tooManyImages,
    );
  });

  it("refuses the same image twice by name and size: 'Please do not upload the same image multiple times'", () => {
    expect(checkPickedImages([photo('coin.jpg')], [photo('coin.jpg')])).toBe(
      'Please do not upload the same image multiple times',
    );
    expect(checkPickedImages([], [photo('coin.jpg'), photo('coin.jpg')])).toBe(SELL_TEXTS.duplicateImage);
    // Same name, different size: a different photo (two phones both call it IMG_0001.jpg).
    expect(checkPickedImages([photo('coin.jpg', 100)], [photo('coin.jpg', 200)])).toBeNull();
  });

  it("refuses an image of 5MB or more: 'Each image must be less than 5MB'", () => {
    expect(checkPickedImages([], [photo('big.jpg', 5 * MB)])).toBe('Each image must be less than 5MB');
    expect(checkPickedImages([], [photo('ok.jpg', 5 * MB - 1)])).toBeNull();
  });

  it('refuses files that are not images', () => {
    expect(checkPickedImages([], [photo('notes.pdf', 1000, 'application/pdf')])).toBe(SELL_TEXTS.notAnImage);
    expect(checkPickedImages([], [photo('unknown', 1000, '')])).toBe(SELL_TEXTS.notAnImage);
  });

  it('explains HEIC/HEIF photos instead of showing a broken preview', () => {
    expect(checkPickedImages([], [photo('IMG_0001.HEIC', 1000, 'image/heic')])).toBe(SELL_TEXTS.heicImage);
    expect(checkPickedImages([], [photo('IMG_0002.heif', 1000, '')])).toBe(SELL_TEXTS.heicImage);
  });

  it('refuses the whole pick when one file breaks a rule', () => {
    expect(checkPickedImages([], [photo('a.jpg'), photo('big.jpg', 6 * MB)])).toBe(SELL_TEXTS.imageTooLarge);
  });
});

describe('the sell form judges a file by its bytes (spec §5 "Only image file types are accepted")', () => {
  const bytes = (...parts: (number[] | string)[]) =>
    new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));
  const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF');
  const PNG = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
  const GIF = bytes('GIF89a', [1, 0, 1, 0, 0, 0]);
  const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ');
  const HEIC = bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]);
  const TEXT = bytes('Dear buyer, this is not a photo');

  it('knows JPEG, PNG, GIF and WebP by their magic numbers, and HEIF by its brand', () => {
    expect([JPEG, PNG, GIF, WEBP, HEIC, TEXT, bytes()].map(imageTypeOfBytes)).toEqual([
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/webp',
      'heif',
      null,
      null,
    ]);
  });

  it('refuses a text file named .jpg, and explains a HEIC photo renamed .jpg', async () => {
    const file = (content: Uint8Array, name: string) => new File([content as BlobPart], name, { type: 'image/jpeg' });
    expect(await checkImageBytes([file(JPEG, 'a.jpg'), file(PNG, 'b.png'), file(WEBP, 'c.webp')])).toBeNull();
    expect(await checkImageBytes([file(JPEG, 'a.jpg'), file(TEXT, 'coin.jpg')])).toBe(SELL_TEXTS.notAnImage);
    expect(SELL_TEXTS.notAnImage).toMatch(/^Only image file types are accepted/);
    expect(await checkImageBytes([file(HEIC, 'IMG_0001.jpg')])).toBe(SELL_TEXTS.heicImage);
  });
});

describe('the seller phone (spec §5, §9)', () => {
  it.each(['9876543210', '+919876543210', '98765 43210', '+91 98765-43210', '09876543210', '919876543210', '91 98765 43210'])(
    'accepts %s',
    (phone) => {
      expect(isSellerPhone(phone)).toBe(true);
    },
  );

  it.each(['987654321', '98765432101', '+9198765432', '+449876543210', '+9109876543210', '0919876543210', 'abcdefghij', ''])(
    'refuses %s',
    (phone) => {
      expect(isSellerPhone(phone)).toBe(false);
    },
  );

  it('prefixes +91 on submit when it is missing, and stores no spaces', () => {
    expect(normaliseSellerPhone('9876543210')).toBe('+919876543210');
    expect(normaliseSellerPhone('+919876543210')).toBe('+919876543210');
    expect(normaliseSellerPhone('98765 43210')).toBe('+919876543210');
  });

  it('reads a trunk 0 and a bare 91 as the same 10 digits, stored with +91', () => {
    expect(normaliseSellerPhone('09876543210')).toBe('+919876543210');
    expect(normaliseSellerPhone('919876543210')).toBe('+919876543210');
    expect(normaliseSellerPhone('0 98765-43210')).toBe('+919876543210');
    expect(sellFormSchema.parse({ sellerName: 'Ravi', sellerPhone: '919876543210' }).sellerPhone).toBe('+919876543210');
  });

  it('the form schema requires a name and a valid phone, and answers the stored phone', () => {
    expect(sellFormSchema.parse({ sellerName: ' Ravi ', sellerPhone: '9876543210' })).toEqual({
      sellerName: 'Ravi',
      sellerPhone: '+919876543210',
    });
    const result = sellFormSchema.safeParse({ sellerName: ' ', sellerPhone: '12345' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([SELL_TEXTS.nameRequired, SELL_TEXTS.phoneInvalid]);
    expect(sellFormSchema.safeParse({ sellerName: 'Ravi', sellerPhone: '' }).error?.issues[0]?.message).toBe(
      SELL_TEXTS.phoneRequired,
    );
  });

  it('refuses a name over 100 characters with the database’s own message', () => {
    expect(sellFormSchema.safeParse({ sellerName: 'R'.repeat(100), sellerPhone: '9876543210' }).success).toBe(true);
    expect(sellFormSchema.safeParse({ sellerName: 'R'.repeat(101), sellerPhone: '9876543210' }).error?.issues[0]?.message).toBe(
      'Your name must be at most 100 characters',
    );
  });
});

describe('the stored file name (spec §3: seller-submissions/{timestamp-index-filename})', () => {
  it('is the folder, the timestamp, the index and the original name made safe, as JPEG', () => {
    expect(sellerPhotoPath(1732390000000, 0, 'IMG_0001.JPG')).toBe('seller-submissions/1732390000000-0-img-0001.jpg');
    expect(sellerPhotoPath(1732390000000, 2, 'My Coin (front).png')).toBe('seller-submissions/1732390000000-2-my-coin-front.jpg');
  });

  it('keeps no slashes, dots, spaces or non-ASCII letters that could break a URL or a path', () => {
    expect(safePhotoName('../../etc/passwd')).toBe('passwd.jpg');
    expect(safePhotoName('C:\\photos\\coin.jpg')).toBe('coin.jpg');
    expect(safePhotoName('सिक्का.jpeg')).toBe('photo.jpg');
    expect(safePhotoName('Rupée 1947.webp')).toBe('rupee-1947.jpg');
    expect(safePhotoName('.jpg')).toBe('photo.jpg');
  });

  it('caps the name at 60 characters', () => {
    const name = safePhotoName(`${'a'.repeat(100)}.jpg`);
    expect(name).toBe(`${'a'.repeat(60)}.jpg`);
  });
});
