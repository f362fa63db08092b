import { PHOTO_MAX_BYTES } from '@shared/constants';
import { MSG } from '@shared/messages';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const MAX_MIB = PHOTO_MAX_BYTES / (1024 * 1024);

/** Checks type and size before anything is sent; the server checks the bytes again. */
export function checkPhoto(file: File): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return MSG.unsupportedImage;
  if (file.size > PHOTO_MAX_BYTES) return `${MSG.fileTooLarge} The limit is ${MAX_MIB} MB.`;
  return null;
}
