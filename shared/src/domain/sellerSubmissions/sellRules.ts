// The sell form's rules (spec §5 "Sell form", §9), once: the form, its tests and the SQL in
// 20261123001000_sell_submission_rules.sql say the same thing.
import { z } from '@sikka/shared/zod';
import { MAX_SELL_IMAGES, MAX_SELL_IMAGE_BYTES, TEXT_LIMITS } from '@sikka/shared/config';
import { ERROR_TEXTS } from '@sikka/shared/domain/errors';
import { indianMobile } from '@sikka/shared/format';

export const SELL_TEXTS = {
  noImages: 'Please select at least one image of your coin/note',
  tooManyImages: `Maximum ${MAX_SELL_IMAGES} images allowed`,
  duplicateImage: 'Please do not upload the same image multiple times',
  imageTooLarge: 'Each image must be less than 5MB',
  // Spec §5 'Only image file types are accepted', with what to do instead. Also for a file whose bytes
  // are not an image whatever its name says (a text file renamed .jpg).
  notAnImage: 'Only image file types are accepted. Please choose a JPEG, PNG, WebP or GIF photo.',
  // The spec gives no wording for this one; it says what to do instead.
  heicImage: 'HEIC/HEIF photos cannot be shown in this browser. Please choose a JPEG or PNG photo, or take one with Use Camera.',
  nameRequired: 'Please enter your name',
  phoneRequired: 'Please enter your phone number',
  phoneInvalid: 'Please enter a valid phone number: +91 followed by 10 digits, or 10 digits',
  submitFailed: 'Failed to submit. Please try again.',
  // A seller's own Cancel of a photo's upload (no spec wording): what happened and what to do next.
  uploadCancelled:
    'Upload cancelled. Your photos are still here: submit again to upload them, or remove the ones you do not want.',
} as const;

/** The types the picker offers and the bucket stores (config.toml allowed_mime_types). */
export const SELL_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** What a picked photo is judged by: the File fields the rules read. */
export interface PickedImage {
  name: string;
  size: number;
  type: string;
}

const HEIC = /\.(heic|heif)$/i;

function imageProblem(image: PickedImage): string | null {
  if (/^image\/hei[cf]/i.test(image.type) || HEIC.test(image.name)) return SELL_TEXTS.heicImage;
  if (!image.type.startsWith('image/')) return SELL_TEXTS.notAnImage;
  if (image.size >= MAX_SELL_IMAGE_BYTES) return SELL_TEXTS.imageTooLarge;
  return null;
}

/** How many leading bytes tell the image types apart (WebP needs 12: 'RIFF', size, 'WEBP'). */
export const IMAGE_SIGNATURE_BYTES = 12;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1']);

/**
 * What a file's first bytes say it is, whatever its name or the type the browser guessed from that
 * name: one of SELL_IMAGE_TYPES by its magic number, 'heif' for an iPhone photo, else null.
 */
export function imageTypeOfBytes(head: Uint8Array): (typeof SELL_IMAGE_TYPES)[number] | 'heif' | null {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(head, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(head, 8, 12))) return 'heif';
  return null;
}

/**
 * Spec §5 "Only image file types are accepted", judged by the bytes: a text file named coin.jpg gets
 * 'image/jpeg' from its name alone, shows a broken preview and would be stored. Run after
 * checkPickedImages; answers the first problem, or null.
 */
export async function checkImageBytes(picked: readonly Blob[]): Promise<string | null> {
  for (const file of picked) {
    const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
    const type = imageTypeOfBytes(head);
    if (type === 'heif') return SELL_TEXTS.heicImage;
    if (type === null) return SELL_TEXTS.notAnImage;
  }
  return null;
}

const sameImage = (a: PickedImage, b: PickedImage) => a.name === b.name && a.size === b.size;

/**
 * Spec §5: the photos just picked, judged against the ones already chosen. All or nothing: one broken
 * rule refuses the whole pick with that rule's message, so what was already chosen stays as it was.
 */
export function checkPickedImages(chosen: readonly PickedImage[], picked: readonly PickedImage[]): string | null {
  if (chosen.length + picked.length > MAX_SELL_IMAGES) return SELL_TEXTS.tooManyImages;
  const duplicate = picked.some(
    (image, index) =>
      chosen.some((other) => sameImage(image, other)) || picked.findIndex((other) => sameImage(image, other)) !== index,
  );
  if (duplicate) return SELL_TEXTS.duplicateImage;
  for (const image of picked) {
    const problem = imageProblem(image);
    if (problem) return problem;
  }
  return null;
}

/**
 * Spec §5: an optional +91, then exactly 10 digits. The 10 digits are the rule; how Indians also write
 * them is accepted and read as the same number: a trunk 0 (09876543210, as dialled within India) or the
 * country code without its plus (919876543210, as WhatsApp copies it). Spaces and dashes are ignored.
 */
export const isSellerPhone = (phone: string) => indianMobile(phone) !== null;

/**
 * Spec §5: on submit '+91' is prefixed when missing. Storage is always +91 and 10 digits (the CHECK
 * seller_submissions_seller_phone_format), so a trunk 0 or a bare 91 is replaced by +91.
 */
export function normaliseSellerPhone(phone: string): string {
  const digits = indianMobile(phone);
  return digits ? `+91${digits}` : phone.replace(/[\s-]/g, '');
}

export const sellFormSchema = z.object({
  sellerName: z.string().trim().min(1, SELL_TEXTS.nameRequired).max(TEXT_LIMITS.personName, ERROR_TEXTS.sell_name_too_long),
  sellerPhone: z
    .string()
    .trim()
    .min(1, SELL_TEXTS.phoneRequired)
    .refine(isSellerPhone, SELL_TEXTS.phoneInvalid)
    .transform(normaliseSellerPhone),
});
export type SellFormInput = z.input<typeof sellFormSchema>;
export type SellFormValues = z.output<typeof sellFormSchema>;

/**
 * A file name safe in a URL and on any disk: the original name's letters and digits, dashes between,
 * at most 60 characters, always '.jpg' (every photo is re-encoded as JPEG before upload).
 */
export function safePhotoName(original: string): string {
  const file = original.split(/[\\/]/).pop() ?? '';
  // NFKD then dropping the combining marks keeps 'Rupée' readable as 'rupee'.
  const base = file
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const safe = base
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
    .toLowerCase();
  return `${safe || 'photo'}.jpg`;
}

/** Spec §3/§7: seller-submissions/{timestamp}-{index}-{file name}. */
export function sellerPhotoPath(timestamp: number, index: number, original: string): string {
  return `seller-submissions/${timestamp}-${index}-${safePhotoName(original)}`;
}
