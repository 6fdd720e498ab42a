import { ID_DISPLAY_LENGTH, META_DESCRIPTION_LENGTH } from '@sikka/shared/config';

/** Order and user ids are shown by their first 8 characters (spec §9). */
export function truncateId(id: string): string {
  return id.slice(0, ID_DISPLAY_LENGTH);
}

/** Meta description: the first 160 characters of the text (spec §9). */
export function metaDescription(text: string | null | undefined): string {
  return (text ?? '').slice(0, META_DESCRIPTION_LENGTH);
}
